import { adminRow as row } from '../../rest/route';
import { userAdminMessages as messages } from './user-admin.messages';

/** Spec doc 3 §7.1: the admin's user calls. */
export const userAdminRoutes = [
  row('GET', '/admin/users', 'adminUsers'),
  row('GET', '/admin/users/search', 'adminUsers'),
  row('GET', '/admin/users/counts', 'adminUserCounts'),
  row('GET', '/admin/users/type/:type', 'adminUsers'),
  row('GET', '/admin/users/:id', 'adminUser'),
  row('POST', '/admin/users', 'createUser', { message: messages.created, successStatus: 201 }),
  row('PUT', '/admin/users/:id', 'updateUser', { message: messages.updated }),
  row('DELETE', '/admin/users/:id', 'deleteUser'),
  row('PUT', '/admin/users/:id/toggle-status', 'toggleUserStatus', { message: messages.statusToggled }),
  // Spec doc 1 names the same switch under /auth.
  row('PUT', '/auth/:id/toggle-status', 'toggleUserStatus', { message: messages.statusToggled }),
  row('PUT', '/admin/users/:id/toggle-verification', 'toggleUserVerification', {
    message: messages.verificationToggled,
  }),
];
