import { rowsTagged } from '../../rest/route';
import { CONTACT_SUCCESS_MESSAGE } from './contact.service';

export const contactRoutes = [
  rowsTagged('public')('POST', '/contact', 'submitContactMessage', {
    message: CONTACT_SUCCESS_MESSAGE,
    successStatus: 201,
  }),
];
