import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { CreateSlideDocument, UpdateSlideDocument, UploadAdminImageDocument } from '../../../gql/graphql';
import { renderPage } from '../../../test/renderPage';
import { SlideForm } from './SlideForm';

const saved = (input: Record<string, unknown>) => ({
  __typename: 'Slide' as const,
  id: 7,
  title: 'اسلاید تازه',
  description: null,
  imageUrl: 'https://cdn.example.org/a.jpg',
  link: null,
  displayOrder: 0,
  published: true,
  showTitle: true,
  createdAt: '2026-11-25T08:00:00.000Z',
  updatedAt: '2026-11-25T08:00:00.000Z',
  ...input,
});

const defaults = { description: null, link: null, displayOrder: 0, published: true, showTitle: true };

function draw(
  mocks: NonNullable<Parameters<typeof renderPage>[0]>['mocks'] = [],
  slide: ReturnType<typeof saved> | null = null,
) {
  const onSaved = vi.fn();
  const view = renderPage({
    mocks,
    element: <SlideForm slide={slide} onSaved={onSaved} onCancel={() => undefined} />,
  });
  return { ...view, onSaved };
}

const field = (name: RegExp) => screen.getByRole('textbox', { name }) as HTMLInputElement;

describe('SlideForm', () => {
  it('puts the messages on the fields and sends nothing', async () => {
    const { user, onSaved } = draw();
    await user.type(field(/^لینک/), 'javascript:alert(1)');
    await user.clear(field(/^ترتیب نمایش/));
    await user.type(field(/^ترتیب نمایش/), '-1');
    await user.click(screen.getByRole('button', { name: 'افزودن اسلاید' }));
    expect(await screen.findByText('عنوان اسلاید الزامی است')).toBeTruthy();
    expect(screen.getByText('تصویر اسلاید الزامی است')).toBeTruthy();
    expect(
      screen.getByText('لینک اسلاید باید با http:// یا https:// شروع شود یا مسیری در همین سایت باشد'),
    ).toBeTruthy();
    expect(screen.getByText('ترتیب نمایش نمی‌تواند منفی باشد')).toBeTruthy();
    await user.clear(field(/^لینک/));
    await user.type(field(/^یا نشانی تصویر/), 'javascript:alert(1)');
    await user.click(screen.getByRole('button', { name: 'افزودن اسلاید' }));
    expect(
      await screen.findByText('نشانی تصویر باید لینک http یا https یا تصویری آپلودشده در همین سایت باشد'),
    ).toBeTruthy();
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('creates a slide from an image address, with the switches', async () => {
    const input = {
      ...defaults,
      title: 'اسلاید تازه',
      imageUrl: 'https://cdn.example.org/a.jpg',
      displayOrder: 3,
      showTitle: false,
    };
    const { user, onSaved } = draw([
      {
        request: { query: CreateSlideDocument, variables: { input } },
        result: { data: { createSlide: saved(input) } },
      },
    ]);
    await user.type(field(/^یا نشانی تصویر/), 'https://cdn.example.org/a.jpg');
    await user.type(field(/^عنوان/), 'اسلاید تازه');
    await user.clear(field(/^ترتیب نمایش/));
    await user.type(field(/^ترتیب نمایش/), '۳');
    await user.click(screen.getByRole('switch', { name: 'نمایش عنوان و توضیحات روی تصویر' }));
    expect(screen.getByRole('img', { name: 'پیش‌نمایش تصویر اسلاید' }).getAttribute('src')).toBe(
      'https://cdn.example.org/a.jpg',
    );
    await user.click(screen.getByRole('button', { name: 'افزودن اسلاید' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
  });

  it('uploads a dropped or chosen image and uses its address; refuses other files with the spec’s messages', async () => {
    const png = new File([new Uint8Array([137, 80, 78, 71])], 'slide.png', { type: 'image/png' });
    const input = { ...defaults, title: 'آپلودی', imageUrl: '/uploads/images/slide.png' };
    const { user, onSaved } = draw([
      {
        request: { query: UploadAdminImageDocument, variables: { file: png } },
        result: { data: { uploadImage: { __typename: 'UploadedFile', url: '/uploads/images/slide.png' } } },
      },
      {
        request: { query: CreateSlideDocument, variables: { input } },
        result: { data: { createSlide: saved(input) } },
      },
    ]);
    const upload = screen.getByLabelText('آپلود تصویر اسلاید');
    // Dropped on the box (a chosen file is filtered by the input's accept list first).
    const zone = upload.closest('label') as HTMLElement;
    const drop = (file: File) => fireEvent.drop(zone, { dataTransfer: { files: [file] } });
    drop(new File(['%PDF'], 'doc.pdf', { type: 'application/pdf' }));
    expect((await screen.findAllByText('لطفاً فقط فایل تصویری انتخاب کنید')).length).toBeGreaterThan(0);
    drop(new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.jpg', { type: 'image/jpeg' }));
    expect((await screen.findAllByText('حجم فایل نباید بیشتر از ۵ مگابایت باشد')).length).toBeGreaterThan(0);
    await user.upload(upload, png);
    await waitFor(() => expect(field(/^یا نشانی تصویر/).value).toBe('/uploads/images/slide.png'));
    await user.type(field(/^عنوان/), 'آپلودی');
    await user.click(screen.getByRole('button', { name: 'افزودن اسلاید' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
  });

  it('says to type the address when the upload fails', async () => {
    const png = new File([new Uint8Array([137, 80, 78, 71])], 'slide.png', { type: 'image/png' });
    const { user } = draw([
      { request: { query: UploadAdminImageDocument, variables: { file: png } }, error: new Error('network') },
    ]);
    await user.upload(screen.getByLabelText('آپلود تصویر اسلاید'), png);
    expect(
      (await screen.findAllByText('خطا در آپلود فایل؛ لطفاً نشانی تصویر را به‌صورت دستی وارد کنید')).length,
    ).toBeGreaterThan(0);
    expect(field(/^یا نشانی تصویر/).value).toBe('');
  });

  it('edits a slide: the server’s field message lands on its field', async () => {
    const slide = saved({ id: 4, title: 'قدیمی', imageUrl: '/uploads/images/gone.png', link: '/programs' });
    const input = { ...defaults, title: 'قدیمی', imageUrl: '/uploads/images/gone.png', link: '/programs' };
    const { user, onSaved } = draw(
      [
        {
          request: { query: UpdateSlideDocument, variables: { id: 4, input } },
          result: {
            errors: [
              {
                message: 'این تصویر در فایل‌های آپلودشده‌ی سایت یافت نشد',
                extensions: {
                  code: 'BAD_USER_INPUT',
                  userFacing: true,
                  fieldErrors: { imageUrl: 'این تصویر در فایل‌های آپلودشده‌ی سایت یافت نشد' },
                },
              },
            ],
          },
        },
      ],
      slide,
    );
    expect(field(/^عنوان/).value).toBe('قدیمی');
    await user.click(screen.getByRole('button', { name: 'ذخیره‌ی تغییرات' }));
    expect(
      (await screen.findAllByText('این تصویر در فایل‌های آپلودشده‌ی سایت یافت نشد')).length,
    ).toBeGreaterThan(0);
    expect(onSaved).not.toHaveBeenCalled();
  });
});
