import { rowsTagged } from '../../rest/route';

export const healthRoutes = [rowsTagged('public')('GET', '/public/health', 'health')];
