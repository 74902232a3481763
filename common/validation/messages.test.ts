import { describe, expect, it } from 'vitest';
import { maxLengthMessage, messages } from './messages';

describe('messages', () => {
  it('holds every message once', () => {
    const values = Object.values(messages);
    expect(new Set(values).size).toBe(values.length);
  });

  it('restores the zero-width non-joiners the spec lost', () => {
    for (const text of Object.values(messages)) {
      for (const joined of [
        'ثبتنام',
        'بهروز',
        'پیامها',
        'علامت گذاری',
        'برنامهها',
        'دورهها',
        'میتوان',
        'میشود',
        'ستارهدار',
      ]) {
        expect(text).not.toContain(joined);
      }
      expect(text).not.toMatch(/ {2}|^ | $/);
    }
    expect(messages.programStarredFields).toContain('ستاره\u200Cدار');
  });

  it('words the generic maximum with Persian digits', () => {
    expect(maxLengthMessage(100)).toBe('حداکثر ۱۰۰ کاراکتر مجاز است');
  });
});
