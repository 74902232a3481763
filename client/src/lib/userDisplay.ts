import { toPersianDigits } from '@common/digits';

export interface DisplayableUser {
  firstName?: string | null;
  lastName?: string | null;
  email?: string | null;
  phoneNumber?: string | null;
}

const clean = (value: string | null | undefined): string => value?.trim() ?? '';

/** Full name, else e-mail, else phone (Persian digits), else 'کاربر'. */
export function getDisplayName(user: DisplayableUser): string {
  const fullName = [clean(user.firstName), clean(user.lastName)].filter(Boolean).join(' ');
  if (fullName) return fullName;
  const email = clean(user.email);
  if (email) return email;
  const phone = clean(user.phoneNumber);
  if (phone) return toPersianDigits(phone);
  return 'کاربر';
}

/** Initials from first and last name (joined by a ZWNJ so Persian letters stay apart), else e-mail, else phone. */
export function getInitials(user: DisplayableUser): string {
  const letters = [clean(user.firstName), clean(user.lastName)].filter(Boolean).map((part) => part[0]);
  if (letters.length > 0) return letters.join('\u200c').toUpperCase();
  const email = clean(user.email);
  if (email) return email[0].toUpperCase();
  const phone = clean(user.phoneNumber);
  if (phone) return toPersianDigits(phone.slice(-2));
  return '؟';
}
