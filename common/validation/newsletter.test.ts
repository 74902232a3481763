import { describe, expect, it } from 'vitest';
import { messages } from './messages';
import { newsletterSchema } from './newsletter';
import { validate } from './validate';

describe('newsletter schema', () => {
  it('accepts an address and trims it', () => {
    expect(validate(newsletterSchema, { email: '  reader@example.org ' })).toEqual({
      ok: true,
      value: { email: 'reader@example.org' },
    });
  });

  it.each([
    [{}, messages.emailRequired],
    [{ email: '' }, messages.emailRequired],
    [{ email: 'not-an-address' }, messages.emailFormat],
  ])('refuses %j with the Persian message', (input, message) => {
    expect(validate(newsletterSchema, input)).toMatchObject({ ok: false, fieldErrors: { email: message } });
  });
});
