import { RestPublicLandingDocument } from '../../rest/gql/graphql';
import { defineRoute } from '../../rest/route';

export const landingRoutes = [
  defineRoute({
    method: 'GET',
    path: '/public/landing',
    tag: 'public',
    summary: 'Landing page texts by section (null fields fall back to built-in texts)',
    operation: RestPublicLandingDocument,
  }),
];
