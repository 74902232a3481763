import type { AdminUserUpdateInput } from '@common/validation/admin-user';
import type { AdminUserFormFieldsFragment, AdminUserInput } from '../../../gql/graphql';

/** A loaded user as the form's values (the fields the admin's form edits; no password). */
export function toUserInput(
  user: AdminUserFormFieldsFragment,
): AdminUserUpdateInput & Omit<AdminUserInput, 'password'> {
  return {
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email ?? '',
    phoneNumber: user.phoneNumber,
    userType: user.userType,
    isActive: user.isActive,
    emailVerified: user.emailVerified,
    organization: user.organization,
    staffPosition: user.staffPosition,
    studentId: user.studentId,
    educationLevel: user.educationLevel,
    profileImageUrl: user.profileImageUrl,
  };
}
