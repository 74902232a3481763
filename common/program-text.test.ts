import { describe, expect, it } from 'vitest';
import { parseTextList, parseTimeline } from './program-text';

describe('parseTextList', () => {
  it('reads a JSON list of strings or of objects', () => {
    expect(parseTextList('["کمک‌هزینه‌ی تحصیلی", " کتاب درسی ", "", "کتاب درسی"]')).toEqual([
      'کمک‌هزینه‌ی تحصیلی',
      'کتاب درسی',
    ]);
    expect(parseTextList('[{"title":"مشاوره"},{"name":"کلاس تقویتی"},{"other":1}]')).toEqual([
      'مشاوره',
      'کلاس تقویتی',
    ]);
  });

  it('reads newline text without bullets or numbers', () => {
    expect(parseTextList('- کارنامه‌ی سال گذشته\r\n۲. معرفی‌نامه‌ی مدرسه\n\n• کارت ملی')).toEqual([
      'کارنامه‌ی سال گذشته',
      'معرفی‌نامه‌ی مدرسه',
      'کارت ملی',
    ]);
  });

  it('reads text that only looks like JSON line by line, and nothing as an empty list', () => {
    expect(parseTextList('[پایه‌ی هفتم]\nمعدل بالای ۱۷')).toEqual(['[پایه‌ی هفتم]', 'معدل بالای ۱۷']);
    expect(parseTextList('{"a":1}')).toEqual(['{"a":1}']);
    expect(parseTextList(null)).toEqual([]);
    expect(parseTextList('  ')).toEqual([]);
  });
});

describe('parseTimeline', () => {
  it("keeps events in order, reads doc 2's 'current' as in progress and unknown statuses as pending", () => {
    const text = JSON.stringify([
      { event: 'ثبت‌نام', date: '2025-03-21', status: 'completed' },
      { event: 'مصاحبه', date: '2025-04-10', status: 'current' },
      { event: 'شروع کلاس‌ها', date: '2025-05-01', status: 'soon' },
      { event: 'لغو اردو', date: '2025-05-20', status: 'cancelled' },
      { date: '2025-06-01', status: 'completed' },
    ]);
    expect(parseTimeline(text)).toEqual([
      { id: null, event: 'ثبت‌نام', date: '2025-03-21', status: 'completed' },
      { id: null, event: 'مصاحبه', date: '2025-04-10', status: 'in_progress' },
      { id: null, event: 'شروع کلاس‌ها', date: '2025-05-01', status: 'pending' },
      { id: null, event: 'لغو اردو', date: '2025-05-20', status: 'cancelled' },
    ]);
  });

  it('keeps the editor ids of the events', () => {
    const text = JSON.stringify([
      { id: 'a1', event: 'ثبت‌نام', date: '2025-03-21', status: 'pending' },
      { id: 7, event: 'مصاحبه', date: '2025-04-10', status: 'pending' },
    ]);
    expect(parseTimeline(text).map((e) => e.id)).toEqual(['a1', '7']);
  });

  it('gives nothing for text that is not a JSON list', () => {
    expect(parseTimeline('')).toEqual([]);
    expect(parseTimeline('ثبت‌نام در فروردین')).toEqual([]);
    expect(parseTimeline('{"event":"x"}')).toEqual([]);
  });
});
