import { SELF_REGISTERABLE_USER_TYPES } from '@common/enums';

export type SignupUserType = (typeof SELF_REGISTERABLE_USER_TYPES)[number];

/** `?type=donor` → 'DONOR' (STUDENT, DONOR or STAFF in any case); anything else → '' (nothing chosen). */
export function parseSignupType(raw: string | null): SignupUserType | '' {
  const value = raw?.trim().toUpperCase() ?? '';
  return SELF_REGISTERABLE_USER_TYPES.find((type) => type === value) ?? '';
}
