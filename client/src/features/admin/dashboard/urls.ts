export { dashboardUrls } from '../shared/adminUrl';
