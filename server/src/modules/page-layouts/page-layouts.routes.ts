import { RestPublicPageLayoutDocument } from '../../rest/gql/graphql';
import { defineRoute } from '../../rest/route';

export const pageLayoutRoutes = [
  defineRoute({
    method: 'GET',
    path: '/public/page-layout/:id',
    tag: 'public',
    summary: 'A published page layout',
    operation: RestPublicPageLayoutDocument,
    params: { id: { type: 'int', description: 'Layout id' } },
    notFoundMessage: 'صفحه مورد نظر یافت نشد',
  }),
];
