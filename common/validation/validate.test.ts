import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { validate } from './validate';

const schema = v.pipe(
  v.object({
    name: v.pipe(v.string('نام؟'), v.nonEmpty('نام الزامی'), v.minLength(3, 'کوتاه')),
    items: v.array(v.object({ title: v.pipe(v.string(), v.nonEmpty('عنوان الزامی')) })),
  }),
  v.check((input) => input.name !== 'forbidden', 'فرم نامعتبر'),
);

describe('validate', () => {
  it('returns the parsed value on success', () => {
    expect(validate(schema, { name: 'abcd', items: [] })).toEqual({
      ok: true,
      value: { name: 'abcd', items: [] },
    });
  });

  it('gives the first message per field, keyed by dot path, and the first message overall', () => {
    const result = validate(schema, { name: '', items: [{ title: 'a' }, { title: '' }] });
    expect(result).toEqual({
      ok: false,
      fieldErrors: { name: 'نام الزامی', 'items.1.title': 'عنوان الزامی' },
      message: 'نام الزامی',
    });
  });

  it('puts form-level issues under root', () => {
    const result = validate(schema, { name: 'forbidden', items: [] });
    expect(result).toEqual({ ok: false, fieldErrors: { root: 'فرم نامعتبر' }, message: 'فرم نامعتبر' });
  });
});
