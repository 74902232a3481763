import { describe, expect, it } from 'vitest';
import { changePasswordSchema, confirmPasswordSchema } from './account';
import { passwordLoginSchema } from './login';
import { notificationCreateSchema, pagingSchema, toNotificationType } from './notification';
import { expectError, expectValid } from './test-helpers';

describe('account schemas', () => {
  it('change password needs the current one and a different new one of 6+', () => {
    expectError(
      changePasswordSchema,
      { newPassword: 'abcdef' },
      'currentPassword',
      'رمز عبور فعلی الزامی است',
    );
    expectError(
      changePasswordSchema,
      { currentPassword: 'x', newPassword: '123' },
      'newPassword',
      'رمز عبور باید حداقل ۶ کاراکتر باشد',
    );
    expectError(
      changePasswordSchema,
      { currentPassword: 'abcdef', newPassword: 'abcdef' },
      'newPassword',
      'رمز عبور جدید باید با رمز عبور فعلی متفاوت باشد',
    );
    expect(expectValid(changePasswordSchema, { currentPassword: 'old', newPassword: 'newpass' })).toEqual({
      currentPassword: 'old',
      newPassword: 'newpass',
    });
    expectError(confirmPasswordSchema, {}, 'password', 'رمز عبور فعلی الزامی است');
  });

  it('password login takes a phone number or an e-mail', () => {
    expect(
      expectValid(passwordLoginSchema, { phoneNumber: '۰۹۱۲۱۲۳۴۵۶۷', password: 'secret1' }).phoneNumber,
    ).toBe('09121234567');
    expect(expectValid(passwordLoginSchema, { email: 'a@b.org', password: 'secret1' }).email).toBe('a@b.org');
    expectError(passwordLoginSchema, { password: 'secret1' }, 'root', 'شماره موبایل یا ایمیل الزامی است');
    expectError(
      passwordLoginSchema,
      { phoneNumber: '123', password: 'secret1' },
      'phoneNumber',
      'فرمت شماره موبایل نادرست است',
    );
  });
});

describe('notification schemas', () => {
  it('treats unknown types as SYSTEM', () => {
    expect(toNotificationType('donation')).toBe('DONATION');
    expect(toNotificationType('party')).toBe('SYSTEM');
    expect(toNotificationType(undefined)).toBe('SYSTEM');
  });

  it('checks the admin create form and paging', () => {
    expectError(notificationCreateSchema, { userId: 1, message: 'x' }, 'title', 'عنوان اعلان الزامی است');
    expectError(notificationCreateSchema, { title: 't', message: 'x' }, 'userId', 'گیرنده اعلان الزامی است');
    expectError(
      notificationCreateSchema,
      { userId: 1, title: 't', message: 'x', actionUrl: 'javascript:x' },
      'actionUrl',
      'لینک واردشده معتبر نیست',
    );
    expectError(pagingSchema, { page: -1, size: 10 }, 'page', 'شماره صفحه نامعتبر است');
    expectError(pagingSchema, { page: 0, size: 0 }, 'size', 'تعداد موارد هر صفحه باید بین ۱ تا ۱۰۰ باشد');
  });
});
