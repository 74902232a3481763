import { adminUrl } from '../shared/adminUrl';

/** Route patterns, relative to /admin. */
export const settingsPaths = {
  page: 'settings',
} as const;

export const settingsUrls = {
  page: () => adminUrl(settingsPaths.page),
};
