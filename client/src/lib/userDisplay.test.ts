import { describe, expect, it } from 'vitest';
import { getDisplayName, getInitials } from './userDisplay';

describe('getDisplayName', () => {
  it('falls back from full name to e-mail, phone and the word for user', () => {
    expect(getDisplayName({ firstName: 'مریم', lastName: 'کریمی' })).toBe('مریم کریمی');
    expect(getDisplayName({ firstName: ' ', email: 'a@b.ir' })).toBe('a@b.ir');
    expect(getDisplayName({ phoneNumber: '09121234567' })).toBe('۰۹۱۲۱۲۳۴۵۶۷');
    expect(getDisplayName({})).toBe('کاربر');
  });
});

describe('getInitials', () => {
  it('uses names, else e-mail, else phone', () => {
    expect(getInitials({ firstName: 'مریم', lastName: 'کریمی' })).toBe('م\u200cک');
    expect(getInitials({ email: 'sara@example.com' })).toBe('S');
    expect(getInitials({ phoneNumber: '09121234567' })).toBe('۶۷');
  });
});
