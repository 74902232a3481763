import { rowsTagged } from '../../rest/route';
import { settingsMessages } from './settings.service';

export const settingsRoutes = [
  rowsTagged('public')('GET', '/settings', 'siteSettings'),
  rowsTagged('admin')('GET', '/admin/settings', 'siteSettings'),
  rowsTagged('admin')('PUT', '/admin/settings', 'updateSiteSettings', { message: settingsMessages.saved }),
];
