import { rowsTagged } from '../../rest/route';

export const landingRoutes = [rowsTagged('public')('GET', '/public/landing', 'publicLanding')];
