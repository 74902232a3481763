import type { SessionUser } from '../app/session/types';

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
