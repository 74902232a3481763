import { adminRow } from '../../rest/route';

export const auditRoutes = [adminRow('GET', '/admin/audit', 'auditLog')];
