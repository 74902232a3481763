/** Route patterns, relative to /admin. */
export const testDatePickerPaths = {
  page: 'test-datepicker',
} as const;
