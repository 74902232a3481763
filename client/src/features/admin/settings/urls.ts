import { adminUrl } from '../shared/adminUrl';
import { settingsPaths } from './paths';

export { settingsPaths } from './paths';

export const settingsUrls = {
  page: () => adminUrl(settingsPaths.page),
};
