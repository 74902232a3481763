import { adminUrl } from '../shared/adminUrl';

/** Route patterns, relative to /admin. */
export const testDatePickerPaths = {
  page: 'test-datepicker',
} as const;

export const testDatePickerUrls = {
  page: () => adminUrl(testDatePickerPaths.page),
};
