import { describe, expect, it } from 'vitest';
import { LANDING_KEY_LIST, landingKeyMessages } from '../landing-keys';
import { landingItemSchema } from './landing-item';
import { messages } from './messages';
import { expectError, expectValid } from './test-helpers';

describe('landingItemSchema', () => {
  it('refuses a well-formed key the home page does not read, on the key', () => {
    expectError(
      landingItemSchema,
      { sectionKey: 'cta.buttonText', orderIndex: 1 },
      'sectionKey',
      landingKeyMessages.unknown,
    );
  });

  it('takes the testimonials only as a list whose every person has a name and a text', () => {
    const base = { sectionKey: 'testimonials.data', orderIndex: 1 };
    expectValid(landingItemSchema, { ...base, content: '[{"name":"سارا","content":"خوب بود"}]' });
    expectError(
      landingItemSchema,
      { ...base, content: '[{"name":"سارا","content":" "}]' },
      'content',
      'نام و متن هر نظر الزامی است',
    );
    expectError(landingItemSchema, { ...base, content: '{oops' }, 'content', 'فهرست نظرات خوانا نیست');
    expectValid(landingItemSchema, { sectionKey: 'cta.title', orderIndex: 1, content: '{oops' });
  });

  it("takes a testimonial's picture only as a picture address, on the field the home page reads the list from", () => {
    const base = { sectionKey: 'testimonials.data', orderIndex: 1 };
    const list = (avatar: string) =>
      JSON.stringify([
        { name: 'سارا', content: 'خوب بود', avatar: '/uploads/images/s.png' },
        { name: 'علی', content: 'عالی بود', avatar },
      ]);
    const wrong = `تصویر نظر ۲: ${messages.pictureAddress}`;
    expectValid(landingItemSchema, { ...base, content: list('https://files.example.org/a.png') });
    expectError(landingItemSchema, { ...base, content: list('/donate') }, 'content', wrong);
    expectError(landingItemSchema, { ...base, extraData: list('javascript:alert(1)') }, 'extraData', wrong);
    expectValid(landingItemSchema, { ...base, content: list('/images/a.png'), extraData: list('/donate') });
    expectValid(landingItemSchema, { sectionKey: 'cta.title', orderIndex: 1, content: list('/donate') });
  });

  it('accepts every key of the list', () => {
    for (const key of LANDING_KEY_LIST) {
      expect(expectValid(landingItemSchema, { sectionKey: key, orderIndex: 1 })).toMatchObject({
        sectionKey: key,
      });
    }
  });
});
