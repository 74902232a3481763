import type { UserType } from '@common/enums';

/** The signed-in person behind a request, as the session token names them. */
export interface Viewer {
  userId: number;
  sessionId: string;
  userType: UserType;
}
