import { RestSubscribeNewsletterDocument } from '../../rest/gql/graphql';
import { defineRoute } from '../../rest/route';
import { bodyObject, readText } from '../rest-body';
import { NEWSLETTER_SUCCESS_MESSAGE } from './newsletter.service';

export const newsletterRoutes = [
  defineRoute({
    method: 'POST',
    path: '/newsletter',
    tag: 'public',
    summary: "Subscribe an e-mail address to the newsletter (the footer's box)",
    operation: RestSubscribeNewsletterDocument,
    variables: (input) => ({ input: { email: readText(bodyObject(input).email) } }),
    message: NEWSLETTER_SUCCESS_MESSAGE,
    successStatus: 201,
  }),
];
