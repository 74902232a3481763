import { describe, expect, it } from 'vitest';
import { slideSchema } from './slide';
import { errorsOf, expectError, expectValid } from './test-helpers';

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

  it("takes an image from the web, the uploads or the site's own pictures", () => {
    for (const imageUrl of [
      'https://example.com/a.jpg',
      'http://cdn.example/x',
      '/uploads/images/a.png?w=640',
      '/images/slides/slide-1.svg',
    ]) {
      expect(expectValid(slideSchema, { ...valid, imageUrl }).imageUrl).toBe(imageUrl);
    }
  });

  it('gives the messages', () => {
    expectError(slideSchema, { ...valid, title: '' }, 'title', 'عنوان اسلاید الزامی است');
    expectError(slideSchema, { ...valid, imageUrl: '' }, 'imageUrl', 'تصویر اسلاید الزامی است');
    const link = 'لینک اسلاید باید با http:// یا https:// شروع شود یا مسیری در همین سایت باشد';
    for (const bad of [
      'not a url',
      'javascript:alert(1)',
      '//evil.example',
      'ftp://example.com/a',
      '/\\evil.example',
    ]) {
      expectError(slideSchema, { ...valid, link: bad }, 'link', link);
    }
    const image = 'نشانی تصویر باید لینک http یا https یا تصویری آپلودشده در همین سایت باشد';
    for (const bad of [
      'javascript:alert(1)',
      'data:image/png;base64,AA',
      '/admin',
      '//evil.example/a.png',
      'a.png',
    ]) {
      expectError(slideSchema, { ...valid, imageUrl: bad }, 'imageUrl', image);
    }
    const order = (displayOrder: unknown) => errorsOf(slideSchema, { ...valid, displayOrder }).displayOrder;
    expect(order(-1)).toBe('ترتیب نمایش نمی‌تواند منفی باشد');
    expect(order(1.5)).toBe('ترتیب نمایش باید عددی صحیح و بدون اعشار باشد');
    expect(order('x')).toBe('ترتیب نمایش باید یک عدد باشد');
    expect(order(999_999_999_999)).toBe('ترتیب نمایش نمی‌تواند بیشتر از ۱٬۰۰۰٬۰۰۰ باشد');
  });
});
