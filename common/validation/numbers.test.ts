import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  intFieldMessage,
  type NumberRule,
  numberMessage,
  numberProblem,
  numberWithDefault,
  optionalNumber,
  requiredNumber,
} from './numbers';
import { errorsOf, expectValid } from './test-helpers';

const capacity: NumberRule = { label: 'ظرفیت دوره', min: 1, max: 100_000, unit: 'نفر' };
const price: NumberRule = {
  label: 'قیمت دوره',
  max: 1_000_000_000_000,
  unit: 'تومان',
  messages: { tooSmall: 'قیمت دوره نمی‌تواند منفی باشد' },
};
const budget: NumberRule = { label: 'بودجه‌ی هدف', max: 1e13, whole: false };

describe('the number rule', () => {
  it.each<[string, NumberRule, unknown, string | null]>([
    ['a whole number in range', capacity, 40, null],
    ['typed with Persian digits and grouping', capacity, '۴۰٬۰۰۰', null],
    ['a huge whole number', capacity, 999_999_999_999, 'ظرفیت دوره نمی‌تواند بیشتر از ۱۰۰٬۰۰۰ نفر باشد'],
    ['huge, typed', capacity, '999999999999', 'ظرفیت دوره نمی‌تواند بیشتر از ۱۰۰٬۰۰۰ نفر باشد'],
    ['below the least', capacity, 0, 'ظرفیت دوره باید حداقل ۱ نفر باشد'],
    ['a decimal', price, 12.5, 'قیمت دوره باید عددی صحیح و بدون اعشار باشد'],
    ['a decimal in Persian', price, '۱۲٫۵', 'قیمت دوره باید عددی صحیح و بدون اعشار باشد'],
    ['not a number', price, 'abc', 'قیمت دوره باید یک عدد باشد'],
    ['not a number, not text', price, { n: 1 }, 'قیمت دوره باید یک عدد باشد'],
    ['negative, in the spec words', price, -5, 'قیمت دوره نمی‌تواند منفی باشد'],
    ['infinite', price, Number.POSITIVE_INFINITY, 'قیمت دوره نمی‌تواند بیشتر از ۱٬۰۰۰٬۰۰۰٬۰۰۰٬۰۰۰ تومان باشد'],
    ['a decimal where decimals are allowed', budget, '۱۲٫۵', null],
    ['twenty digits', budget, '12345678901234567890', 'بودجه‌ی هدف نمی‌تواند بیشتر از ۱۰٬۰۰۰٬۰۰۰٬۰۰۰٬۰۰۰ باشد'],
    ['negative, in our words', budget, '-1', 'بودجه‌ی هدف نمی‌تواند منفی باشد'],
  ])('%s', (_case, rule, value, message) => {
    const schema = v.object({ n: optionalNumber(rule) });
    expect(errorsOf(schema, { n: value }).n ?? null).toBe(message);
  });

  it('names the problem apart from its wording', () => {
    expect(numberProblem(Number.NaN, capacity)).toBe('notNumber');
    expect(numberProblem(2.5, capacity)).toBe('notWhole');
    expect(numberProblem(-2.5, capacity)).toBe('tooSmall');
    expect(numberProblem(100_001, capacity)).toBe('tooLarge');
    expect(numberMessage('tooSmall', price)).toBe('قیمت دوره نمی‌تواند منفی باشد');
  });

  it('reads blank as the field default, and a required field as missing', () => {
    const schema = v.object({
      optional: optionalNumber(capacity),
      withDefault: numberWithDefault(price, 0),
      required: requiredNumber(capacity, 'ظرفیت الزامی است'),
    });
    expect(expectValid(schema, { optional: '', withDefault: null, required: '۱۲' })).toEqual({
      optional: null,
      withDefault: 0,
      required: 12,
    });
    expect(expectValid(schema, { optional: Number.NaN, required: 3 })).toEqual({
      optional: null,
      withDefault: 0,
      required: 3,
    });
    expect(expectValid(schema, { required: 3 })).toEqual({
      withDefault: 0,
      required: 3,
    });
    expect(errorsOf(schema, { required: ' ' })).toEqual({ required: 'ظرفیت الزامی است' });
    expect(errorsOf(schema, {})).toEqual({ required: 'ظرفیت الزامی است' });
  });
});

describe('intFieldMessage', () => {
  it('tells an Int field without a rule why a number does not fit', () => {
    expect(intFieldMessage('تعداد', 999_999_999_999)).toBe('تعداد نمی‌تواند بیشتر از ۲٬۱۴۷٬۴۸۳٬۶۴۷ باشد');
    expect(intFieldMessage('تعداد', '۲٫۵')).toBe('تعداد باید عددی صحیح و بدون اعشار باشد');
    expect(intFieldMessage('تعداد', 'abc')).toBeNull();
    expect(intFieldMessage('تعداد', 12)).toBeNull();
  });
});
