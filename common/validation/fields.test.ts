import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  emailField,
  numberField,
  optionalEmailField,
  optionalNumberField,
  optionalText,
  parseDateInput,
  parseNumberInput,
} from './fields';
import { isLink } from './link';
import { profileUpdateSchema } from './profile';
import { errorsOf, expectValid } from './test-helpers';
import { validate } from './validate';

describe('parseNumberInput', () => {
  it('reads numbers typed in many ways', () => {
    expect(parseNumberInput(12)).toBe(12);
    expect(parseNumberInput('۱۲٬۵۰۰')).toBe(12500);
    expect(parseNumberInput('1,250,000')).toBe(1250000);
    expect(parseNumberInput('٢٫٥')).toBe(2.5);
    expect(parseNumberInput(' -3 ')).toBe(-3);
  });

  it('treats blanks as null and garbage as NaN', () => {
    expect(parseNumberInput('')).toBeNull();
    expect(parseNumberInput(null)).toBeNull();
    expect(parseNumberInput(Number.NaN)).toBeNull();
    expect(parseNumberInput('12abc')).toBeNaN();
    expect(parseNumberInput('1e5')).toBeNaN();
    expect(parseNumberInput(true)).toBeNaN();
  });
});

describe('number fields', () => {
  it('distinguish blank from unreadable', () => {
    const schema = v.object({ n: numberField('الزامی', 'نامعتبر') });
    expect(validate(schema, { n: '' })).toMatchObject({ fieldErrors: { n: 'الزامی' } });
    expect(validate(schema, {})).toMatchObject({ fieldErrors: { n: 'الزامی' } });
    expect(validate(schema, { n: 'x' })).toMatchObject({ fieldErrors: { n: 'نامعتبر' } });
    expect(validate(schema, { n: true })).toMatchObject({ fieldErrors: { n: 'نامعتبر' } });
    expect(validate(schema, { n: Number.POSITIVE_INFINITY })).toMatchObject({
      fieldErrors: { n: 'نامعتبر' },
    });
    const optional = v.object({ n: optionalNumberField('نامعتبر') });
    expect(expectValid(optional, {})).toEqual({});
    expect(expectValid(optional, { n: '' })).toEqual({ n: null });
    expect(expectValid(optional, { n: '۷' })).toEqual({ n: 7 });
  });
});

describe('optionalText', () => {
  it('keeps absent as undefined and blank as null', () => {
    const schema = v.object({ s: optionalText(5) });
    expect(expectValid(schema, {})).toEqual({});
    expect(expectValid(schema, { s: '  ' })).toEqual({ s: null });
    expect(expectValid(schema, { s: null })).toEqual({ s: null });
    expect(expectValid(schema, { s: ' ab ' })).toEqual({ s: 'ab' });
    expect(validate(schema, { s: '123456' })).toMatchObject({
      fieldErrors: { s: 'حداکثر ۵ کاراکتر مجاز است' },
    });
  });
});

describe('isLink and parseDateInput', () => {
  it('accepts http(s) URLs and site paths only', () => {
    expect(isLink('https://example.com')).toBe(true);
    expect(isLink('/courses/1')).toBe(true);
    expect(isLink('ftp://example.com')).toBe(false);
    expect(isLink('//example.com')).toBe(false);
    expect(isLink('http://')).toBe(false);
  });

  it('refuses paths a browser reads as another site (protocol-relative after normalising)', () => {
    for (const link of [
      '/\\evil.example/x.png',
      '/\\/evil.example/x.png',
      '\\\\evil.example/x.png',
      '/\t/evil.example/x.png',
      '/\n/evil.example',
      '/%2F%2Fevil.example',
      'javascript:alert(1)',
      'https://exa mple.com',
    ]) {
      expect(isLink(link), JSON.stringify(link)).toBe(false);
    }
    expect(isLink('/uploads/images/a.png')).toBe(true);
    expect(isLink('/courses/1?tab=2#top')).toBe(true);
    expect(isLink('https://files.example.org/a.png')).toBe(true);
  });

  it('refuses a profile picture at /\\evil.example with the Persian message', () => {
    const result = validate(profileUpdateSchema, {
      firstName: 'سارا',
      lastName: 'احمدی',
      profileImageUrl: '/\\evil.example/x.png',
    });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.fieldErrors.profileImageUrl).toBe('لینک واردشده معتبر نیست');
  });

  it('reads picker dates as Tehran time and ISO timestamps with zones', () => {
    expect(parseDateInput('2026-11-21')?.toISOString()).toBe('2026-11-20T20:30:00.000Z');
    expect(parseDateInput('۲۰۲۶-۱۱-۲۱ ۱۴:۰۵:۰۰')?.toISOString()).toBe('2026-11-21T10:35:00.000Z');
    expect(parseDateInput('2026-11-21T10:35:00.000Z')?.toISOString()).toBe('2026-11-21T10:35:00.000Z');
    expect(parseDateInput('21/11/2026')).toBeNull();
  });
});

describe('e-mail fields', () => {
  // Spec doc 3 §5: «a simple x@y.z pattern» — something, one @, something, a dot, something; no spaces.
  const required = v.object({ email: emailField('ایمیل الزامی است', 'فرمت ایمیل صحیح نیست') });
  const optional = v.object({ email: optionalEmailField('فرمت ایمیل صحیح نیست') });

  it.each([
    'x@y.z',
    'ali@example.com',
    "o'brien@example.ie",
    'first.last+news@mail.example.org',
    'user@münchen.de',
    'user@sub_domain.example',
  ])('accepts %j, as the spec pattern does', (email) => {
    expect(errorsOf(required, { email })).toEqual({});
    expect(errorsOf(optional, { email })).toEqual({});
  });

  it.each(['x@y', 'xy.z', 'x @y.z', 'x@@y.z', '@y.z', 'x@.z', 'x@y.', 'x@y.z\nBcc: a@b.c'])(
    'refuses %j',
    (email) => {
      expect(errorsOf(required, { email })).toEqual({ email: 'فرمت ایمیل صحیح نیست' });
      expect(errorsOf(optional, { email })).toEqual({ email: 'فرمت ایمیل صحیح نیست' });
    },
  );
});
