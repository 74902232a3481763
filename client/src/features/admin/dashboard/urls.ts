import { adminUrl } from '../shared/adminUrl';

/** The dashboard is the index route of /admin. */
export const dashboardUrls = {
  home: () => adminUrl(''),
};
