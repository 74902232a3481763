import { describe, expect, it } from 'vitest';
import { landingContentSchema, landingSectionOf } from './landing-content';
import { messages } from './messages';
import { expectError, expectValid } from './test-helpers';

describe('landingContentSchema', () => {
  it('accepts an item', () => {
    expect(
      expectValid(landingContentSchema, { sectionKey: 'hero.title', orderIndex: '1', title: 'خوش آمدید' }),
    ).toEqual({
      sectionKey: 'hero.title',
      orderIndex: 1,
      title: 'خوش آمدید',
      isActive: true,
    });
    expect(
      expectValid(landingContentSchema, {
        sectionKey: ' testimonials.data ',
        orderIndex: '۳',
        extraData: '[{"name":"سارا"}]',
        linkUrl: '/programs',
        imageUrl: 'https://example.org/a.jpg',
      }),
    ).toMatchObject({ sectionKey: 'testimonials.data', orderIndex: 3, linkUrl: '/programs' });
  });

  it('requires the section key and the order', () => {
    expectError(landingContentSchema, { sectionKey: '', orderIndex: 1 }, 'sectionKey', 'کلید بخش الزامی است');
    expectError(landingContentSchema, { sectionKey: 'hero.x' }, 'orderIndex', 'ترتیب نمایش الزامی است');
    expectError(
      landingContentSchema,
      { sectionKey: 'hero.x', orderIndex: '' },
      'orderIndex',
      'ترتیب نمایش الزامی است',
    );
  });

  it.each<[unknown, string]>([
    [-1, 'ترتیب نمایش نمی‌تواند منفی باشد'],
    [1.5, 'ترتیب نمایش باید عددی صحیح و بدون اعشار باشد'],
    ['abc', 'ترتیب نمایش باید یک عدد باشد'],
    [999_999_999_999, 'ترتیب نمایش نمی‌تواند بیشتر از ۱٬۰۰۰٬۰۰۰ باشد'],
  ])('tells the order %j its true reason', (orderIndex, message) => {
    expectError(landingContentSchema, { sectionKey: 'hero.x', orderIndex }, 'orderIndex', message);
  });

  it.each(['hero', 'hero.', 'footer.title', 'Hero.title', 'hero.1st', 'hero title', 'stats..x', 'cta.a.b'])(
    'refuses the key %j',
    (sectionKey) => {
      expectError(
        landingContentSchema,
        { sectionKey, orderIndex: 1 },
        'sectionKey',
        messages.landingSectionKeyFormat,
      );
    },
  );

  it("checks extraData as JSON, the link as http(s) or a site path, the picture as one of the site's", () => {
    const base = { sectionKey: 'hero.x', orderIndex: 1 };
    expectError(
      landingContentSchema,
      { ...base, extraData: '{oops' },
      'extraData',
      messages.landingExtraDataInvalid,
    );
    expectError(
      landingContentSchema,
      { ...base, linkUrl: 'javascript:alert(1)' },
      'linkUrl',
      messages.invalidUrl,
    );
    for (const imageUrl of ['javascript:alert(1)', '/donate', '//other.example/x.jpg']) {
      expectError(landingContentSchema, { ...base, imageUrl }, 'imageUrl', messages.pictureAddress);
    }
    expectValid(landingContentSchema, { ...base, linkUrl: '/donate', imageUrl: '/uploads/images/x.png' });
  });
});

describe('landingSectionOf', () => {
  it('reads the part before the first dot', () => {
    expect(landingSectionOf('stats.title')).toBe('stats');
    expect(landingSectionOf('footer.title')).toBeNull();
    expect(landingSectionOf('cta')).toBeNull();
  });
});
