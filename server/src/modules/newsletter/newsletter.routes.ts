import { rowsTagged } from '../../rest/route';
import { NEWSLETTER_SUCCESS_MESSAGE } from './newsletter.service';

export const newsletterRoutes = [
  rowsTagged('public')('POST', '/newsletter', 'subscribeNewsletter', {
    message: NEWSLETTER_SUCCESS_MESSAGE,
    successStatus: 201,
  }),
];
