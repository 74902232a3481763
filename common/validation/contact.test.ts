import { describe, expect, it } from 'vitest';
import { contactSchema, contactSubjectFromSlug } from './contact';
import { expectError, expectValid } from './test-helpers';

const valid = {
  name: 'زهرا',
  email: 'z@example.com',
  phone: '',
  subject: 'help-request',
  message: 'سلام، سوالی درباره برنامه‌ها دارم.',
};

describe('contactSchema', () => {
  it('accepts a message and maps the subject slug to the enum', () => {
    expect(expectValid(contactSchema, valid)).toEqual({ ...valid, phone: null, subject: 'HELP_REQUEST' });
    expect(expectValid(contactSchema, { ...valid, subject: 'DONATION', phone: '۰۹۱۲۱۲۳۴۵۶۷' })).toMatchObject(
      {
        subject: 'DONATION',
        phone: '09121234567',
      },
    );
  });

  it('gives the spec messages', () => {
    expectError(contactSchema, { ...valid, name: '' }, 'name', 'نام الزامی است');
    expectError(contactSchema, { ...valid, name: 'ز' }, 'name', 'نام باید حداقل ۲ کاراکتر باشد');
    expectError(contactSchema, { ...valid, email: '' }, 'email', 'ایمیل الزامی است');
    expectError(contactSchema, { ...valid, email: 'x@y' }, 'email', 'فرمت ایمیل نادرست است');
    expectError(contactSchema, { ...valid, phone: '12345' }, 'phone', 'شماره تلفن نامعتبر است');
    expectError(contactSchema, { ...valid, subject: '' }, 'subject', 'انتخاب موضوع الزامی است');
    expectError(contactSchema, { ...valid, subject: 'spam' }, 'subject', 'انتخاب موضوع الزامی است');
    expectError(contactSchema, { ...valid, message: '' }, 'message', 'متن پیام الزامی است');
    expectError(contactSchema, { ...valid, message: 'کوتاه' }, 'message', 'پیام باید حداقل ۱۰ کاراکتر باشد');
  });

  it('maps every slug', () => {
    for (const slug of [
      'donation',
      'volunteer',
      'help-request',
      'partnership',
      'complaint',
      'suggestion',
      'other',
    ]) {
      expect(contactSubjectFromSlug(slug)).toBe(slug.toUpperCase().replace('-', '_'));
    }
    expect(contactSubjectFromSlug('nope')).toBeNull();
  });
});
