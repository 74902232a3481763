import { describe, expect, it } from 'vitest';
import { matchesSearch, normalizeSearchText, preview } from './text';

describe('normalizeSearchText', () => {
  it('maps Arabic ye and kaf to Persian', () => {
    expect(normalizeSearchText('علي')).toBe('علی');
    expect(normalizeSearchText('كتاب')).toBe('کتاب');
  });

  it('removes ZWNJ and tatweel', () => {
    expect(normalizeSearchText('برنامه‌ها')).toBe('برنامهها');
    expect(normalizeSearchText('کتـــاب')).toBe('کتاب');
  });

  it('converts Persian and Arabic digits', () => {
    expect(normalizeSearchText('دوره ۱۲ و ١٣')).toBe('دوره 12 و 13');
  });

  it('trims, collapses whitespace and lowercases Latin', () => {
    expect(normalizeSearchText('  React   و\tTypeScript \n')).toBe('react و typescript');
  });

  it('makes differently typed spellings equal', () => {
    expect(normalizeSearchText('كمك هزينه‌ي تحصيلي ۱۴۰۵')).toBe(normalizeSearchText('کمک هزینهی تحصیلی 1405'));
  });
});

describe('matchesSearch', () => {
  it('matches normalised substrings', () => {
    expect(matchesSearch('بورسیه‌ی تحصیلی دانش‌آموزان', 'دانشآموز')).toBe(true);
    expect(matchesSearch('Python برای مبتدیان', 'python')).toBe(true);
    expect(matchesSearch('ریاضی', 'فیزیک')).toBe(false);
    expect(matchesSearch(null, '')).toBe(true);
  });
});

describe('preview', () => {
  it('cuts at the limit with an ellipsis and keeps short texts whole', () => {
    expect(preview('سلام', 50)).toBe('سلام');
    expect(preview('۱۲۳۴۵۶', 3)).toBe('۱۲۳…');
    expect(preview('a 😀 b', 3)).toBe('a 😀…');
  });
});
