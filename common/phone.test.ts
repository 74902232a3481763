import { describe, expect, it } from 'vitest';
import { isValidMobile, normalizePhone } from './phone';

describe('normalizePhone', () => {
  it('keeps a normalised number', () => {
    expect(normalizePhone('09121234567')).toBe('09121234567');
  });

  it('accepts Persian and Arabic digits', () => {
    expect(normalizePhone('۰۹۱۲۱۲۳۴۵۶۷')).toBe('09121234567');
    expect(normalizePhone('٠٩١٢١٢٣٤٥٦٧')).toBe('09121234567');
  });

  it('removes spaces, dashes and invisible marks', () => {
    expect(normalizePhone(' 0912 123 4567 ')).toBe('09121234567');
    expect(normalizePhone('0912-123-45-67')).toBe('09121234567');
    expect(normalizePhone('\u200E0912\u200C1234567')).toBe('09121234567');
    expect(normalizePhone('(0912) 123.4567')).toBe('09121234567');
  });

  it('handles the country prefixes and a missing leading zero', () => {
    expect(normalizePhone('+989121234567')).toBe('09121234567');
    expect(normalizePhone('+98 912 123 4567')).toBe('09121234567');
    expect(normalizePhone('00989121234567')).toBe('09121234567');
    expect(normalizePhone('989121234567')).toBe('09121234567');
    expect(normalizePhone('9121234567')).toBe('09121234567');
    expect(normalizePhone('+۹۸۹۱۲۱۲۳۴۵۶۷')).toBe('09121234567');
  });

  it('returns the cleaned input when it is not a mobile number', () => {
    expect(normalizePhone('021-8888 7777')).toBe('02188887777');
    expect(normalizePhone('۰۹۱۲')).toBe('0912');
    expect(normalizePhone('')).toBe('');
    expect(normalizePhone('abc')).toBe('abc');
    expect(normalizePhone('+9802188887777')).toBe('+9802188887777');
  });
});

describe('isValidMobile', () => {
  it('accepts mobile numbers in any accepted spelling', () => {
    expect(isValidMobile('09121234567')).toBe(true);
    expect(isValidMobile('۰۹۱۲ ۱۲۳ ۴۵۶۷')).toBe(true);
    expect(isValidMobile('+98 912 123 4567')).toBe(true);
    expect(isValidMobile('9121234567')).toBe(true);
  });

  it('rejects everything else', () => {
    expect(isValidMobile('')).toBe(false);
    expect(isValidMobile('0912123456')).toBe(false);
    expect(isValidMobile('091212345678')).toBe(false);
    expect(isValidMobile('02188887777')).toBe(false);
    expect(isValidMobile('08121234567')).toBe(false);
    expect(isValidMobile('0912abc4567')).toBe(false);
  });
});
