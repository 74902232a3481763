import { rowsTagged } from '../../rest/route';
import { PROGRAM_NOT_FOUND } from '../programs/programs.service';

const row = rowsTagged('transparency');

/** Issue 15: the public figures of a program's 'where the money goes' tab and of /reports. */
export const transparencyRoutes = [
  row('GET', '/programs/:id/transparency', 'programTransparency', {
    rename: { id: 'programId' },
    notFoundMessage: PROGRAM_NOT_FOUND,
  }),
  row('GET', '/reports/financial', 'financialReport', {
    inQuery: ['year'],
    rename: { year: 'jalaliYear' },
  }),
];
