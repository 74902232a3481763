import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { UploadAdminImageDocument } from '../../../gql/graphql';
import { domainError, type Mock } from '../../../test/authMocks';
import { renderPage } from '../../../test/renderPage';
import { ImageUploader } from './ImageUploader';

const failure = vi.spyOn(toast, 'error');
const success = vi.spyOn(toast, 'success');
afterEach(() => {
  failure.mockClear();
  success.mockClear();
});

const png = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])], 'poster.png', {
  type: 'image/png',
});
const URL = '/uploads/images/poster.png';

function Harness({ initial = '' }: { initial?: string }) {
  const [url, setUrl] = useState(initial);
  return <ImageUploader label="تصویر برنامه" value={url} onChange={setUrl} />;
}

function draw(mocks: Mock[] = [], initial = '') {
  return renderPage({ mocks, element: <Harness initial={initial} /> });
}

const input = () => screen.getByLabelText('تصویر برنامه') as HTMLInputElement;

describe('ImageUploader', () => {
  it('refuses a file that is not an image, with the spec’s message, and sends nothing', async () => {
    draw();
    const text = new File(['hello'], 'notes.txt', { type: 'text/plain' });
    // The picker's accept filter aside (a dropped file has none), the uploader checks the type itself.
    fireEvent.change(input(), { target: { files: [text] } });
    expect(await screen.findByText('لطفاً یک فایل تصویری انتخاب کنید')).toBeTruthy();
    expect(failure).toHaveBeenCalledWith('لطفاً یک فایل تصویری انتخاب کنید', expect.anything());
  });

  it('refuses an image over 5 MB', async () => {
    const { user } = draw();
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' });
    await user.upload(input(), big);
    expect(await screen.findByText('حجم فایل نباید بیشتر از ۵ مگابایت باشد')).toBeTruthy();
  });

  it('uploads a dropped image, previews it, and removes it', async () => {
    const { user } = draw([
      {
        request: { query: UploadAdminImageDocument, variables: { file: png } },
        result: { data: { uploadImage: { __typename: 'UploadedFile', url: URL } } },
      },
    ]);
    fireEvent.drop(input().closest('label') as HTMLElement, { dataTransfer: { files: [png] } });
    const preview = (await screen.findByAltText('پیش‌نمایش تصویر برنامه')) as HTMLImageElement;
    expect(preview.getAttribute('src')).toBe(URL);
    expect(success).toHaveBeenCalledWith('تصویر با موفقیت آپلود شد', expect.anything());
    await user.click(screen.getByRole('button', { name: 'حذف تصویر' }));
    expect(screen.queryByAltText('پیش‌نمایش تصویر برنامه')).toBeNull();
    expect(input()).toBeTruthy();
  });

  it('says «Error uploading image» with the server’s reason', async () => {
    const { user } = draw([
      {
        request: { query: UploadAdminImageDocument, variables: { file: png } },
        result: domainError('سهمیه‌ی آپلود شما پر شده است', 'RATE_LIMITED'),
      },
    ]);
    await user.upload(input(), png);
    await waitFor(() =>
      expect(failure).toHaveBeenCalledWith(
        'خطا در آپلود تصویر: سهمیه‌ی آپلود شما پر شده است',
        expect.anything(),
      ),
    );
  });
});
