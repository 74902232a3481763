import { RestPublicPageLayoutDocument } from '../../rest/gql/graphql';
import { defineRoute } from '../../rest/route';
import { pageLayoutMessages } from './page-layouts.messages';

export const pageLayoutRoutes = [
  defineRoute({
    method: 'GET',
    path: '/public/page-layout/:id',
    tag: 'public',
    summary: 'A published page layout',
    operation: RestPublicPageLayoutDocument,
    params: { id: { type: 'int', description: 'Layout id' } },
    notFoundMessage: pageLayoutMessages.notFound,
  }),
];
