import { rowsTagged } from '../../rest/route';
import { userMessages as messages } from './users.messages';

const row = rowsTagged('profile');
const account = rowsTagged('account');
const updateProfile = {
  message: messages.profileUpdated,
  messageFrom: (d: { updateProfile: { pendingPhoneNumber: string | null } }) =>
    d.updateProfile.pendingPhoneNumber ? messages.phoneCodeSent : undefined,
};

export const userRoutes = [
  row('GET', '/user/profile', 'myProfile', { select: 'UserWithDashboardFields' }),
  row('PUT', '/user/profile', 'updateProfile', updateProfile),
  row('PUT', '/auth/profile', 'updateProfile', updateProfile),
  row('POST', '/user/phone/verify', 'confirmPhoneChange', { message: messages.phoneChanged }),
  row('POST', '/user/phone/resend', 'resendPhoneChangeCode'),
  account('PUT', '/auth/change-password', 'changePassword'),
  account('PUT', '/auth/notification-settings', 'updateNotificationSettings', {
    message: messages.notificationSettingsSaved,
  }),
  account('PUT', '/auth/privacy-settings', 'updatePrivacySettings', {
    message: messages.privacySettingsSaved,
  }),
  account('GET', '/auth/export-data', 'exportMyData', {
    answer: (d) => JSON.parse(d.exportMyData) as unknown,
    message: messages.exported,
  }),
  account('PUT', '/auth/deactivate', 'deactivateAccount'),
  account('DELETE', '/auth/account', 'deleteAccount'),
];
