import { adminUrl } from '../shared/adminUrl';
import { landingContentPaths } from './paths';

export { landingContentPaths } from './paths';

export const landingContentUrls = {
  page: () => adminUrl(landingContentPaths.page),
};
