import type { SessionUser } from '../../app/session/types';
import type { UserFieldsFragment } from '../../gql/graphql';

/** The user fields kept in the browser session, without Apollo's bookkeeping (__typename, extra fields). */
export function toSessionUser(user: UserFieldsFragment): SessionUser {
  return {
    id: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    phoneNumber: user.phoneNumber,
    organization: user.organization,
    profileImageUrl: user.profileImageUrl,
    userType: user.userType,
    createdAt: user.createdAt,
    emailVerified: user.emailVerified,
  };
}
