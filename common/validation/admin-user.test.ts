import { describe, expect, it } from 'vitest';
import { adminUserCreateSchema, adminUserUpdateSchema } from './admin-user';
import { errorsOf, expectError, expectValid } from './test-helpers';

const valid = {
  firstName: 'رضا',
  lastName: 'کریمی',
  email: 'reza@example.com',
  phoneNumber: '09121234567',
  password: 'secret1',
};

describe('adminUserCreateSchema', () => {
  it('accepts a user and fills the defaults', () => {
    expect(expectValid(adminUserCreateSchema, valid)).toEqual({
      ...valid,
      userType: 'STUDENT',
      isActive: true,
      emailVerified: false,
    });
    expectValid(adminUserCreateSchema, { ...valid, userType: 'ADMIN' });
    expectValid(adminUserCreateSchema, {
      ...valid,
      userType: 'STAFF',
      staffPosition: 'OTHER',
      organization: 'خیریه',
    });
  });

  it('takes a profile picture only at a path of this site or an http(s) URL', () => {
    for (const profileImageUrl of ['/\\evil.example/x.png', '//evil.example/x.png', 'javascript:alert(1)']) {
      expectError(
        adminUserUpdateSchema,
        { ...valid, profileImageUrl },
        'profileImageUrl',
        'لینک واردشده معتبر نیست',
      );
    }
    expectValid(adminUserUpdateSchema, { ...valid, profileImageUrl: '/uploads/images/a.png' });
  });

  it('gives the messages', () => {
    expectError(adminUserCreateSchema, { ...valid, firstName: '' }, 'firstName', 'نام الزامی است');
    expectError(adminUserCreateSchema, { ...valid, lastName: '' }, 'lastName', 'نام خانوادگی الزامی است');
    expectError(adminUserCreateSchema, { ...valid, email: '' }, 'email', 'ایمیل الزامی است');
    expectError(adminUserCreateSchema, { ...valid, email: 'reza' }, 'email', 'فرمت ایمیل صحیح نیست');
    expectError(adminUserCreateSchema, { ...valid, password: '' }, 'password', 'رمز عبور الزامی است');
    expectError(
      adminUserCreateSchema,
      { ...valid, password: '123' },
      'password',
      'رمز عبور باید حداقل ۶ کاراکتر باشد',
    );
    expectError(
      adminUserCreateSchema,
      { ...valid, phoneNumber: '' },
      'phoneNumber',
      'شماره موبایل الزامی است',
    );
    expectError(
      adminUserCreateSchema,
      { ...valid, phoneNumber: '12' },
      'phoneNumber',
      'فرمت شماره موبایل نادرست است',
    );
    expectError(adminUserCreateSchema, { ...valid, userType: 'ROOT' }, 'userType', 'نوع کاربر نامعتبر است');
  });
});

describe('adminUserUpdateSchema', () => {
  it('has no password', () => {
    const { password: _password, ...withoutPassword } = valid;
    expect(errorsOf(adminUserUpdateSchema, withoutPassword)).toEqual({});
    expect(expectValid(adminUserUpdateSchema, valid)).not.toHaveProperty('password');
  });
});
