import { rowsTagged } from '../../rest/route';

export const slideRoutes = [rowsTagged('public')('GET', '/public/slides', 'publicSlides')];
