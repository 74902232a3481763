import { adminUrl } from '../shared/adminUrl';
import { testDatePickerPaths } from './paths';

export { testDatePickerPaths } from './paths';

export const testDatePickerUrls = {
  page: () => adminUrl(testDatePickerPaths.page),
};
