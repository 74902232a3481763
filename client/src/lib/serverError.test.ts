import { CombinedGraphQLErrors } from '@apollo/client';
import { describe, expect, it, vi } from 'vitest';
import { applyServerErrors } from './applyServerErrors';
import { readServerError, serverErrorMessage } from './serverError';

const fallbacks = { rejected: 'رد شد', failed: 'خطای ارتباط' };

const graphqlError = (message: string, extensions: Record<string, unknown> = {}) =>
  new CombinedGraphQLErrors({ errors: [{ message, extensions }] });

describe('server errors', () => {
  it('reads the Persian message, the code and the field messages', () => {
    const error = graphqlError('کد تایید نادرست است', {
      code: 'BAD_USER_INPUT',
      userFacing: true,
      fieldErrors: { otpCode: 'کد تایید نادرست است', junk: 3 },
    });
    expect(readServerError(error)).toEqual({
      message: 'کد تایید نادرست است',
      code: 'BAD_USER_INPUT',
      fieldErrors: { otpCode: 'کد تایید نادرست است' },
    });
    expect(serverErrorMessage(error, fallbacks)).toBe('کد تایید نادرست است');
  });

  it('shows only the messages the server marked as written for people', () => {
    const unmarked = graphqlError('پیامی که برای کاربر نوشته نشده', { code: 'BAD_USER_INPUT' });
    expect(readServerError(unmarked).message).toBeNull();
    expect(serverErrorMessage(unmarked, fallbacks)).toBe('رد شد');
    const marked = graphqlError('Too many requests', { code: 'RATE_LIMITED', userFacing: true });
    expect(serverErrorMessage(marked, fallbacks)).toBe('Too many requests');
  });

  it('falls back for English refusals and for network failures', () => {
    expect(serverErrorMessage(graphqlError('Variable "$input" got invalid value'), fallbacks)).toBe('رد شد');
    expect(serverErrorMessage(new Error('Failed to fetch'), fallbacks)).toBe('خطای ارتباط');
  });

  it('puts field messages on the form and focuses the first', () => {
    const setError = vi.fn();
    const error = graphqlError('خطا', { fieldErrors: { phoneNumber: 'الف', password: 'ب' } });
    expect(applyServerErrors(error, setError)).toEqual(['phoneNumber', 'password']);
    expect(setError).toHaveBeenCalledWith(
      'phoneNumber',
      { type: 'server', message: 'الف' },
      { shouldFocus: true },
    );
    expect(setError).toHaveBeenCalledWith(
      'password',
      { type: 'server', message: 'ب' },
      { shouldFocus: false },
    );
    expect(applyServerErrors(new Error('x'), setError)).toEqual([]);
  });
});
