import { rowsTagged } from '../../rest/route';

export const auditRoutes = [rowsTagged('admin')('GET', '/admin/audit', 'auditLog')];
