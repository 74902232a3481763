import { adminRow, rowsTagged } from '../../rest/route';
import { PROGRAM_NOT_FOUND } from './programs.service';

const row = rowsTagged('programs');
const paged = ['page', 'size'];

export const programRoutes = [
  row('GET', '/programs', 'publicPrograms', { inQuery: [...paged, 'status'] }),
  row('GET', '/programs/active', 'publicPrograms', {
    inQuery: paged,
    fixed: { status: 'ACTIVE' },
    summary: 'ACTIVE programs, newest first',
  }),
  row('GET', '/programs/search', 'publicPrograms', {
    inQuery: ['searchTerm', ...paged],
    rename: { searchTerm: 'search' },
    summary: 'Public programs whose name or description holds every word',
  }),
  row('GET', '/programs/type/:type', 'publicPrograms', {
    inQuery: paged,
    summary: 'Public programs of one type',
  }),
  row('GET', '/programs/accepting-applications', 'programsAcceptingApplications'),
  row('GET', '/programs/available-slots', 'programsWithAvailableSlots'),
  row('GET', '/programs/types', 'programTypes'),
  row('GET', '/programs/statuses', 'programStatuses'),
  row('GET', '/programs/statistics', 'programStatistics'),
  row('GET', '/programs/:id', 'publicProgram', { notFoundMessage: PROGRAM_NOT_FOUND }),
  adminRow('GET', '/admin/programs/list', 'adminProgramOptions'),
  adminRow('GET', '/admin/programs/stats', 'adminProgramStatistics'),
];
