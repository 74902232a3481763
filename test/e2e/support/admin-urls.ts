/**
 * The admin screens' address builders, as the client's routes and links use them, in one import for the
 * end-to-end tests: a test opens a screen by the same builder the site links to it with.
 */
export { auditUrls } from '../../../client/src/features/admin/audit/urls';
export { contactUrls } from '../../../client/src/features/admin/contacts/urls';
export { courseUrls } from '../../../client/src/features/admin/courses/urls';
export { dashboardUrls } from '../../../client/src/features/admin/dashboard/urls';
export { donationUrls } from '../../../client/src/features/admin/donations/urls';
export { landingContentUrls } from '../../../client/src/features/admin/landing-content/urls';
export { pageBuilderUrls } from '../../../client/src/features/admin/page-builder/urls';
export { paymentMethodUrls } from '../../../client/src/features/admin/payment-methods/urls';
export { programUrls } from '../../../client/src/features/admin/programs/urls';
export { settingsUrls } from '../../../client/src/features/admin/settings/urls';
export { slideUrls } from '../../../client/src/features/admin/slides/urls';
export { testDatePickerUrls } from '../../../client/src/features/admin/test-datepicker/urls';
export { userUrls } from '../../../client/src/features/admin/users/urls';
