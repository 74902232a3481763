import type { SessionUser } from '../app/session/types';
import type { PublicPaymentMethodFieldsFragment, UserFieldsFragment } from '../gql/graphql';

export function makeUser(overrides: Partial<SessionUser> = {}): SessionUser {
  return {
    id: 1,
    firstName: 'مریم',
    lastName: 'کریمی',
    email: 'maryam@example.com',
    phoneNumber: '09121234567',
    organization: null,
    profileImageUrl: null,
    userType: 'STUDENT',
    createdAt: '2024-05-01T08:00:00.000Z',
    emailVerified: true,
    ...overrides,
  };
}

/** A User as the server's shared UserFields fragment answers it (the sign-in and profile payloads). */
export function makeUserFields(overrides: Partial<UserFieldsFragment> = {}): UserFieldsFragment {
  const user = makeUser();
  return {
    __typename: 'User',
    ...user,
    id: 1,
    firstName: user.firstName ?? '',
    lastName: user.lastName ?? '',
    phoneNumber: user.phoneNumber ?? '',
    fullName: `${user.firstName} ${user.lastName}`,
    isActive: true,
    phoneVerified: true,
    pendingPhoneNumber: null,
    staffPosition: null,
    studentId: null,
    educationLevel: null,
    lastLoginAt: null,
    updatedAt: user.createdAt,
    profileCompletion: 67,
    totalDonations: 0,
    monthlyDonations: 0,
    totalDonationCount: 0,
    totalProgramsSupported: 0,
    programStats: [],
    notificationSettings: {
      __typename: 'NotificationSettings',
      emailNotifications: true,
      smsNotifications: true,
      donationUpdates: true,
      programUpdates: true,
      courseUpdates: true,
      newsletter: false,
    },
    privacySettings: {
      __typename: 'PrivacySettings',
      showNameOnDonations: true,
      showInSupporterLists: true,
      showProfileImage: true,
    },
    ...overrides,
  };
}

/** A payment method as the shared PublicPaymentMethodFields fragment answers it. */
export function makePaymentMethod(
  overrides: Partial<Omit<PublicPaymentMethodFieldsFragment, 'config'>> &
    Pick<PublicPaymentMethodFieldsFragment, 'id' | 'code'> & {
      config?: Partial<PublicPaymentMethodFieldsFragment['config']>;
    },
): PublicPaymentMethodFieldsFragment {
  return {
    __typename: 'PublicPaymentMethod',
    displayNameFa: 'پرداخت اینترنتی',
    displayNameEn: null,
    description: null,
    icon: null,
    provider: 'ZARINPAL',
    usageScope: 'BOTH',
    sortOrder: overrides.id,
    ...overrides,
    config: {
      __typename: 'PublicPaymentConfig',
      cardNumber: null,
      accountName: null,
      iban: null,
      bankName: null,
      ...overrides.config,
    },
  };
}
