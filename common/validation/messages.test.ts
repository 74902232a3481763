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

  it('writes every number in Persian digits (Latin ones only inside Latin words such as 320px or MP4)', () => {
    const latinNumber = /(?<![A-Za-z0-9])[0-9]+(?![A-Za-z0-9])/;
    expect(Object.entries(messages).filter(([, text]) => latinNumber.test(text))).toEqual([]);
    expect(messages.imageTooLarge).toBe('حجم فایل نباید بیشتر از ۵ مگابایت باشد');
    expect(messages.passwordMin).toBe('رمز عبور باید حداقل ۶ کاراکتر باشد');
  });

  it('words the generic maximum with Persian digits', () => {
    expect(maxLengthMessage(100)).toBe('حداکثر ۱۰۰ کاراکتر مجاز است');
  });
});
