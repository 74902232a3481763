import type { ResultOf } from '@graphql-typed-document-node/core';
import {
  RestChangePasswordDocument,
  RestConfirmPhoneChangeDocument,
  RestDeactivateAccountDocument,
  RestDeleteAccountDocument,
  RestExportMyDataDocument,
  RestMyProfileDocument,
  RestResendPhoneChangeCodeDocument,
  RestToggleUserStatusDocument,
  RestUpdateNotificationSettingsDocument,
  RestUpdatePrivacySettingsDocument,
  RestUpdateProfileDocument,
} from '../../rest/gql/graphql';
import { bodyAsInput, defineRoute } from '../../rest/route';
import { userMessages } from './users.messages';

const updateProfile = {
  tag: 'profile',
  summary:
    "Save the viewer's profile (first and last name, organization, profileImageUrl); a new phoneNumber is sent a code and waits (pendingPhoneNumber) for POST /user/phone/verify",
  operation: RestUpdateProfileDocument,
  variables: bodyAsInput,
  message: userMessages.profileUpdated,
  messageFrom: (data: ResultOf<typeof RestUpdateProfileDocument>) =>
    data.updateProfile.pendingPhoneNumber ? userMessages.phoneCodeSent : undefined,
} as const;

export const userRoutes = [
  defineRoute({
    method: 'GET',
    path: '/user/profile',
    tag: 'profile',
    summary: "The viewer's profile with the donation summary",
    operation: RestMyProfileDocument,
  }),
  defineRoute({ method: 'PUT', path: '/user/profile', ...updateProfile }),
  defineRoute({ method: 'PUT', path: '/auth/profile', ...updateProfile }),
  defineRoute({
    method: 'POST',
    path: '/user/phone/verify',
    tag: 'profile',
    summary:
      'Enter the code sent to the pending new phone number ({otpCode}); only then is the phone changed',
    operation: RestConfirmPhoneChangeDocument,
    variables: bodyAsInput,
    message: userMessages.phoneChanged,
  }),
  defineRoute({
    method: 'POST',
    path: '/user/phone/resend',
    tag: 'profile',
    summary: 'Send the pending new phone number a new code (after the cooldown)',
    operation: RestResendPhoneChangeCodeDocument,
    answer: () => null,
    messageFrom: (data) => data.resendPhoneChangeCode.message,
  }),
  defineRoute({
    method: 'PUT',
    path: '/auth/change-password',
    tag: 'account',
    summary: 'Change the password ({currentPassword, newPassword}); other sessions end',
    operation: RestChangePasswordDocument,
    variables: bodyAsInput,
    answer: () => null,
    message: userMessages.passwordChanged,
  }),
  defineRoute({
    method: 'PUT',
    path: '/auth/notification-settings',
    tag: 'account',
    summary: 'Which notifications the viewer wants (fields left out keep their value)',
    operation: RestUpdateNotificationSettingsDocument,
    variables: bodyAsInput,
    message: userMessages.notificationSettingsSaved,
  }),
  defineRoute({
    method: 'PUT',
    path: '/auth/privacy-settings',
    tag: 'account',
    summary: 'What the viewer lets others see (fields left out keep their value)',
    operation: RestUpdatePrivacySettingsDocument,
    variables: bodyAsInput,
    message: userMessages.privacySettingsSaved,
  }),
  defineRoute({
    method: 'GET',
    path: '/auth/export-data',
    tag: 'account',
    summary: 'Everything stored about the viewer, as JSON',
    operation: RestExportMyDataDocument,
    answer: (data) => JSON.parse(data.exportMyData) as unknown,
    message: userMessages.exported,
  }),
  defineRoute({
    method: 'PUT',
    path: '/auth/deactivate',
    tag: 'account',
    summary: 'Switch the account off ({password}); every session ends',
    operation: RestDeactivateAccountDocument,
    variables: bodyAsInput,
    answer: () => null,
    message: userMessages.deactivated,
  }),
  defineRoute({
    method: 'DELETE',
    path: '/auth/account',
    tag: 'account',
    summary: 'Delete the account ({password}); phone and e-mail become free again',
    operation: RestDeleteAccountDocument,
    variables: bodyAsInput,
    answer: () => null,
    message: userMessages.deleted,
  }),
  defineRoute({
    method: 'PUT',
    path: '/auth/:id/toggle-status',
    tag: 'account',
    summary: "Admin: switch a member's account on or off",
    operation: RestToggleUserStatusDocument,
    params: { id: { type: 'int', description: 'User id' } },
    message: userMessages.statusToggled,
  }),
];
