import { describe, expect, it } from 'vitest';
import { errorsOf } from './test-helpers';
import { checkImageFile, checkVideoFile, imageFileSchema, videoFileSchema } from './upload';

const MB = 1024 * 1024;

describe('checkImageFile', () => {
  it('accepts the allowed image types up to 5 MB', () => {
    for (const type of ['image/jpeg', 'image/png', 'image/gif', 'image/webp', 'image/jpg', 'IMAGE/PNG']) {
      expect(checkImageFile({ type, size: 5 * MB })).toBeNull();
    }
    expect(checkImageFile({ type: '', size: 10, name: 'photo.JPG' })).toBeNull();
  });

  it('gives the spec messages', () => {
    expect(checkImageFile({ type: 'image/svg+xml', size: 10 })).toBe('لطفاً یک فایل تصویری انتخاب کنید');
    expect(checkImageFile({ type: 'application/pdf', size: 10 })).toBe('لطفاً یک فایل تصویری انتخاب کنید');
    expect(checkImageFile({ type: '', size: 10, name: 'noext' })).toBe('لطفاً یک فایل تصویری انتخاب کنید');
    expect(checkImageFile({ type: 'image/png', size: 5 * MB + 1 })).toBe(
      'حجم فایل نباید بیشتر از ۵ مگابایت باشد',
    );
    expect(checkImageFile(null)).toBe('هیچ فایلی انتخاب نشده است');
  });
});

describe('checkVideoFile', () => {
  it('accepts the allowed video types up to 100 MB', () => {
    expect(checkVideoFile({ type: 'video/mp4', size: 100 * MB })).toBeNull();
    expect(checkVideoFile({ type: '', size: 1, name: 'a.mkv' })).toBeNull();
    expect(checkVideoFile({ type: 'video/mp4', size: 100 * MB + 1 })).toBe(
      'حجم ویدیو نباید بیشتر از ۱۰۰ مگابایت باشد',
    );
    expect(checkVideoFile({ type: 'image/png', size: 1 })).toBe(
      'فرمت ویدیو مجاز نیست. فرمت‌های مجاز: MP4، AVI، MOV، WMV، FLV، WEBM، MKV',
    );
  });
});

describe('file schemas', () => {
  it('check browser File objects', () => {
    expect(errorsOf(imageFileSchema, new File(['x'], 'a.png', { type: 'image/png' }))).toEqual({});
    expect(errorsOf(imageFileSchema, new File(['x'], 'a.txt', { type: 'text/plain' }))).toEqual({
      root: 'لطفاً یک فایل تصویری انتخاب کنید',
    });
    expect(errorsOf(imageFileSchema, 'not a file')).toEqual({ root: 'لطفاً یک فایل تصویری انتخاب کنید' });
    const big = new File([new Uint8Array(5 * MB + 1)], 'big.png', { type: 'image/png' });
    expect(errorsOf(imageFileSchema, big)).toEqual({ root: 'حجم فایل نباید بیشتر از ۵ مگابایت باشد' });
    expect(errorsOf(videoFileSchema, new File(['x'], 'a.webm', { type: 'video/webm' }))).toEqual({});
  });
});
