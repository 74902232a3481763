import { RestHealthDocument } from '../../rest/gql/graphql';
import { defineRoute } from '../../rest/route';

export const healthRoutes = [
  defineRoute({
    method: 'GET',
    path: '/public/health',
    tag: 'public',
    summary: 'Server and database health',
    operation: RestHealthDocument,
  }),
];
