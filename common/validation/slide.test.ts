import { describe, expect, it } from 'vitest';
import { slideSchema } from './slide';
import { expectError, expectValid } from './test-helpers';

const valid = { title: 'اسلاید اول', imageUrl: '/uploads/slide.jpg' };

describe('slideSchema', () => {
  it('accepts a slide and fills the defaults', () => {
    expect(expectValid(slideSchema, valid)).toEqual({
      ...valid,
      displayOrder: 0,
      published: true,
      showTitle: true,
    });
    expect(
      expectValid(slideSchema, {
        ...valid,
        link: 'https://example.com/a',
        displayOrder: '۳',
        published: false,
      }),
    ).toMatchObject({ link: 'https://example.com/a', displayOrder: 3, published: false });
    expect(expectValid(slideSchema, { ...valid, link: '/programs/1', displayOrder: '' })).toMatchObject({
      link: '/programs/1',
      displayOrder: 0,
    });
  });

  it('gives the messages', () => {
    expectError(slideSchema, { ...valid, title: '' }, 'title', 'عنوان اسلاید الزامی است');
    expectError(slideSchema, { ...valid, imageUrl: '' }, 'imageUrl', 'تصویر اسلاید الزامی است');
    expectError(slideSchema, { ...valid, link: 'not a url' }, 'link', 'لینک واردشده معتبر نیست');
    expectError(slideSchema, { ...valid, link: 'javascript:alert(1)' }, 'link', 'لینک واردشده معتبر نیست');
    expectError(slideSchema, { ...valid, link: '//evil.example' }, 'link', 'لینک واردشده معتبر نیست');
    const order = 'ترتیب نمایش باید عددی صحیح و بزرگ‌تر یا مساوی صفر باشد';
    expectError(slideSchema, { ...valid, displayOrder: -1 }, 'displayOrder', order);
    expectError(slideSchema, { ...valid, displayOrder: 1.5 }, 'displayOrder', order);
    expectError(slideSchema, { ...valid, displayOrder: 'x' }, 'displayOrder', order);
  });
});
