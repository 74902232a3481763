// Profile completion (spec doc 1 §5): six fields, each one sixth; the percentage is rounded.

/** The six fields that count, in the order the completion hint names them. */
export const PROFILE_COMPLETION_KEYS = [
  'firstName',
  'lastName',
  'email',
  'phoneNumber',
  'organization',
  'profileImageUrl',
] as const;
export type ProfileCompletionKey = (typeof PROFILE_COMPLETION_KEYS)[number];

export type CompletionFields = Record<ProfileCompletionKey, string | null | undefined>;

/** How the completion hint names each field. */
export const profileCompletionLabels: Record<ProfileCompletionKey, string> = {
  firstName: 'نام',
  lastName: 'نام خانوادگی',
  email: 'ایمیل',
  phoneNumber: 'شماره موبایل',
  organization: 'سازمان',
  profileImageUrl: 'تصویر پروفایل',
};

const filled = (value: string | null | undefined) => typeof value === 'string' && value.trim() !== '';

/** The fields still empty, in PROFILE_COMPLETION_KEYS order. */
export function missingProfileFields(user: CompletionFields): ProfileCompletionKey[] {
  return PROFILE_COMPLETION_KEYS.filter((key) => !filled(user[key]));
}

/** Percent of the six fields filled, rounded. */
export function profileCompletionPercent(user: CompletionFields): number {
  const done = PROFILE_COMPLETION_KEYS.length - missingProfileFields(user).length;
  return Math.round((done / PROFILE_COMPLETION_KEYS.length) * 100);
}
