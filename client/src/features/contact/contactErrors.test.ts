import { CombinedGraphQLErrors, ServerError } from '@apollo/client';
import { describe, expect, it } from 'vitest';
import { CONTACT_ERRORS, contactSubmitError } from './contactErrors';

const graphqlError = (message: string, extensions: Record<string, unknown>) =>
  new CombinedGraphQLErrors({ errors: [{ message, extensions }] });
const serverError = (status: number) =>
  new ServerError('failed', { response: new Response('', { status }), bodyText: '' });

describe('contactSubmitError', () => {
  it('keeps the server message and its per-field messages', () => {
    const error = graphqlError('ایمیل الزامی است', {
      code: 'BAD_USER_INPUT',
      userFacing: true,
      fieldErrors: { email: 'ایمیل الزامی است', bogus: 1 },
    });
    expect(contactSubmitError(error)).toEqual({
      message: 'ایمیل الزامی است',
      fieldErrors: { email: 'ایمیل الزامی است' },
    });
  });

  it('replaces GraphQL English refusals by their Persian kind', () => {
    expect(
      contactSubmitError(graphqlError('Variable "$input" got invalid value', { code: 'BAD_USER_INPUT' }))
        .message,
    ).toBe(CONTACT_ERRORS.invalidData);
    expect(contactSubmitError(graphqlError('boom', { code: 'INTERNAL_SERVER_ERROR' })).message).toBe(
      CONTACT_ERRORS.server,
    );
  });

  it('answers by HTTP status: 400 invalid data, 500+ server error, else submit error', () => {
    expect(contactSubmitError(serverError(400)).message).toBe(CONTACT_ERRORS.invalidData);
    expect(contactSubmitError(serverError(502)).message).toBe(CONTACT_ERRORS.server);
    expect(contactSubmitError(serverError(404)).message).toBe(CONTACT_ERRORS.submit);
    expect(contactSubmitError(new TypeError('Failed to fetch')).message).toBe(CONTACT_ERRORS.submit);
  });
});
