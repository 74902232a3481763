import { RestPublicSlidesDocument } from '../../rest/gql/graphql';
import { defineRoute } from '../../rest/route';

export const slideRoutes = [
  defineRoute({
    method: 'GET',
    path: '/public/slides',
    tag: 'public',
    summary: 'Published carousel slides in display order',
    operation: RestPublicSlidesDocument,
  }),
];
