import { describe, expect, it } from 'vitest';
import { profileUpdateSchema } from './profile';
import { expectError, expectValid } from './test-helpers';

const valid = { firstName: 'مریم', lastName: 'احمدی' };

describe('profileUpdateSchema', () => {
  it('accepts names alone and optional fields', () => {
    expect(expectValid(profileUpdateSchema, valid)).toEqual(valid);
    expect(
      expectValid(profileUpdateSchema, {
        ...valid,
        phoneNumber: '+98 912 123 4567',
        organization: 'شرکت',
        profileImageUrl: '/uploads/a.png',
      }),
    ).toEqual({
      ...valid,
      phoneNumber: '09121234567',
      organization: 'شرکت',
      profileImageUrl: '/uploads/a.png',
    });
  });

  it('turns blank optional fields into null', () => {
    expect(expectValid(profileUpdateSchema, { ...valid, phoneNumber: '', organization: '' })).toEqual({
      ...valid,
      phoneNumber: null,
      organization: null,
    });
  });

  it('gives the messages', () => {
    expectError(profileUpdateSchema, { ...valid, firstName: '' }, 'firstName', 'نام الزامی است');
    expectError(
      profileUpdateSchema,
      { ...valid, firstName: 'م' },
      'firstName',
      'نام باید حداقل ۲ کاراکتر باشد',
    );
    expectError(profileUpdateSchema, { ...valid, lastName: '' }, 'lastName', 'نام خانوادگی الزامی است');
    expectError(
      profileUpdateSchema,
      { ...valid, phoneNumber: '0912' },
      'phoneNumber',
      'شماره تلفن نامعتبر است',
    );
  });
});
