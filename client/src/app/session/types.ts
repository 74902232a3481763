import type { UserType } from '@common/enums';

export type { UserType };

/** The signed-in user as kept in the browser (spec doc 1 §3 User). Replaced by the generated type later. */
export interface SessionUser {
  id: number | string;
  firstName: string | null;
  lastName: string | null;
  email: string | null;
  phoneNumber: string | null;
  organization: string | null;
  profileImageUrl: string | null;
  userType: UserType;
  createdAt: string;
  emailVerified: boolean;
}

export interface SessionSnapshot {
  token: string | null;
  user: SessionUser | null;
}
