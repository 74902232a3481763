import { PROFILE_COMPLETION_FIELDS } from '@common/constants';

export interface CompletionFields {
  firstName: string | null;
  lastName: string | null;
  email: string | null;
  phoneNumber: string | null;
  organization: string | null;
  profileImageUrl: string | null;
}

/** Spec doc 1 §5: six fields, each one sixth; the percentage is rounded. */
export function profileCompletion(user: CompletionFields): number {
  const filled = [
    user.firstName,
    user.lastName,
    user.email,
    user.phoneNumber,
    user.organization,
    user.profileImageUrl,
  ].filter((value) => typeof value === 'string' && value.trim() !== '').length;
  return Math.round((filled / PROFILE_COMPLETION_FIELDS) * 100);
}
