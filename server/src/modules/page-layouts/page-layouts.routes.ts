import { rowsTagged } from '../../rest/route';
import { pageLayoutMessages } from './page-layouts.messages';

export const pageLayoutRoutes = [
  rowsTagged('public')('GET', '/public/page-layout/:id', 'publicPageLayout', {
    notFoundMessage: pageLayoutMessages.notFound,
  }),
];
