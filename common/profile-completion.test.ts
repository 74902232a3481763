import { describe, expect, it } from 'vitest';
import { missingProfileFields, profileCompletionPercent } from './profile-completion';

const full = {
  firstName: 'مریم',
  lastName: 'کریمی',
  email: 'm@example.org',
  phoneNumber: '09121234567',
  organization: 'مدرسه',
  profileImageUrl: '/uploads/a.png',
};

describe('profile completion', () => {
  it('counts six fields, each one sixth, rounded; blank text is empty', () => {
    expect(profileCompletionPercent(full)).toBe(100);
    expect(profileCompletionPercent({ ...full, organization: '  ', profileImageUrl: null })).toBe(67);
    expect(profileCompletionPercent({ ...full, email: undefined })).toBe(83);
  });

  it('names the empty fields in order', () => {
    expect(missingProfileFields(full)).toEqual([]);
    expect(missingProfileFields({ ...full, profileImageUrl: null, email: '' })).toEqual([
      'email',
      'profileImageUrl',
    ]);
  });
});
