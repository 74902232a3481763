import { rowsTagged } from '../../rest/route';
import { pageLayoutMessages } from './page-layouts.messages';

const row = rowsTagged('public');

export const pageLayoutRoutes = [
  row('GET', '/public/page-layout/:id', 'publicPageLayout', {
    notFoundMessage: pageLayoutMessages.notFound,
  }),
  row('GET', '/public/page/:pageKey', 'publicPageByKey', {
    notFoundMessage: pageLayoutMessages.notFound,
    summary: "The page published under a page key ('privacy', 'faq' …)",
  }),
];
