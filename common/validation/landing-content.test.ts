import { describe, expect, it } from 'vitest';
import { landingContentSchema } from './landing-content';
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
  });

  it('requires the section key and the order', () => {
    expectError(landingContentSchema, { sectionKey: '', orderIndex: 1 }, 'sectionKey', 'کلید بخش الزامی است');
    expectError(landingContentSchema, { sectionKey: 'hero.x' }, 'orderIndex', 'ترتیب نمایش الزامی است');
    expectError(
      landingContentSchema,
      { sectionKey: 'hero.x', orderIndex: -1 },
      'orderIndex',
      'ترتیب نمایش الزامی است',
    );
  });
});
