import { describe, expect, it } from 'vitest';
import { LANDING_KEY_LIST, landingKeyMessages } from '../landing-keys';
import { landingItemSchema } from './landing-item';
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

  it('accepts every key of the list', () => {
    for (const key of LANDING_KEY_LIST) {
      expect(expectValid(landingItemSchema, { sectionKey: key, orderIndex: 1 })).toMatchObject({
        sectionKey: key,
      });
    }
  });
});
