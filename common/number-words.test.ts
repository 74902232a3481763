import { describe, expect, it } from 'vitest';
import { numberToPersianWords } from './number-words';

describe('numberToPersianWords', () => {
  it.each([
    [0, 'صفر'],
    [7, 'هفت'],
    [12, 'دوازده'],
    [40, 'چهل'],
    [105, 'صد و پنج'],
    [1000, 'یک هزار'],
    [12_500, 'دوازده هزار و پانصد'],
    [50_000, 'پنجاه هزار'],
    [125_000, 'صد و بیست و پنج هزار'],
    [1_000_001, 'یک میلیون و یک'],
    [2_030_400, 'دو میلیون و سی هزار و چهارصد'],
    [3_000_000_000, 'سه میلیارد'],
  ])('%d → %s', (n, words) => {
    expect(numberToPersianWords(n)).toBe(words);
  });

  it('refuses what is not a whole, non-negative amount', () => {
    expect(() => numberToPersianWords(-1)).toThrow(RangeError);
    expect(() => numberToPersianWords(1.5)).toThrow(RangeError);
  });
});
