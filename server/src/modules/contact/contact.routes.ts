import { adminRow as admin, rowsTagged } from '../../rest/route';
import { CONTACT_SUCCESS_MESSAGE } from './contact.service';
import { contactAdminMessages } from './contact-admin.service';

export const contactRoutes = [
  rowsTagged('public')('POST', '/contact', 'submitContactMessage', {
    message: CONTACT_SUCCESS_MESSAGE,
    successStatus: 201,
  }),
  admin('GET', '/admin/contacts', 'adminContactMessages'),
  admin('GET', '/admin/contacts/counts', 'adminContactCounts'),
  admin('PUT', '/admin/contacts/status', 'bulkUpdateContactStatus', {
    messageFrom: (d) => d.bulkUpdateContactStatus.message,
  }),
  admin('PUT', '/contact/:id/status', 'updateContactStatus', {
    inQuery: ['status'],
    message: contactAdminMessages.statusUpdated,
  }),
];
