import { adminRow, rowsTagged } from '../../rest/route';
import { settingsMessages } from './settings.service';

export const settingsRoutes = [
  rowsTagged('public')('GET', '/settings', 'siteSettings'),
  // A public field, read by the admin's settings page: tagged by hand so the docs show it beside its PUT.
  rowsTagged('admin')('GET', '/admin/settings', 'siteSettings'),
  adminRow('PUT', '/admin/settings', 'updateSiteSettings', { message: settingsMessages.saved }),
];
