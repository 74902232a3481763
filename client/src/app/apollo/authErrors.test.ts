import { CombinedGraphQLErrors, ServerError } from '@apollo/client';
import { describe, expect, it } from 'vitest';
import { sessionStore } from '../session/sessionStore';
import { handleUnauthenticated, isUnauthenticatedError } from './authErrors';

const user = {
  id: 1,
  firstName: 'سارا',
  lastName: 'احمدی',
  email: null,
  phoneNumber: '09121234567',
  organization: null,
  profileImageUrl: null,
  userType: 'STUDENT' as const,
  createdAt: '2024-01-01T00:00:00Z',
  emailVerified: false,
};

describe('isUnauthenticatedError', () => {
  it('recognises an UNAUTHENTICATED GraphQL error', () => {
    const error = new CombinedGraphQLErrors({
      errors: [{ message: 'no', extensions: { code: 'UNAUTHENTICATED' } }],
    });
    expect(isUnauthenticatedError(error)).toBe(true);
  });

  it('ignores other GraphQL errors', () => {
    const error = new CombinedGraphQLErrors({
      errors: [{ message: 'no', extensions: { code: 'FORBIDDEN' } }],
    });
    expect(isUnauthenticatedError(error)).toBe(false);
  });

  it('recognises an HTTP 401 and ignores a 500', () => {
    const make = (status: number) =>
      new ServerError('failed', { response: new Response('', { status }), bodyText: '' });
    expect(isUnauthenticatedError(make(401))).toBe(true);
    expect(isUnauthenticatedError(make(500))).toBe(false);
  });
});

describe('handleUnauthenticated', () => {
  it('removes token and user from storage', () => {
    sessionStore.set('abc', user);
    expect(localStorage.getItem('token')).toBe('abc');
    window.history.replaceState(null, '', '/login');
    handleUnauthenticated();
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
    expect(sessionStore.getSnapshot()).toEqual({ token: null, user: null });
  });
});
