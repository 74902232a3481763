import type { MockLink } from '@apollo/client/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import toast from 'react-hot-toast';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CreateCourseDocument, type CreateCourseMutationVariables } from '../../../../gql/graphql';
import { openCourseWizard as open } from './openCourseWizard';
import { draftStorageKey } from './useDraftStorage';

const tab = (name: string) => screen.getByRole('tab', { name: new RegExp(`^${name}`) });

afterEach(() => window.localStorage.clear());

describe('the course wizard', () => {
  it('marks a step complete by its rule and colours the counter near the limit', async () => {
    const { user } = open();
    expect(tab('اطلاعات پایه').textContent).not.toContain('(کامل)');
    await user.type(screen.getByLabelText(/^عنوان دوره/), 'ریاضی نهم');
    await user.selectOptions(screen.getByLabelText(/^دسته‌بندی/), 'SCIENCE');
    await user.selectOptions(screen.getByLabelText(/^سطح دوره/), 'BEGINNER');
    expect(tab('اطلاعات پایه').textContent).toContain('(کامل)');

    const short = screen.getByLabelText('توضیح کوتاه');
    await user.click(short);
    await user.paste('ب'.repeat(360));
    expect(screen.getByText('۳۶۰ / ۵۰۰').getAttribute('data-tone')).toBe('warning');
    await user.paste('ب'.repeat(100));
    expect(screen.getByText('۴۶۰ / ۵۰۰').getAttribute('data-tone')).toBe('danger');
  });

  it('edits the syllabus: the chapter rule, renumbering, and a delete that names the lesson count', async () => {
    const { user } = open();
    await user.click(tab('سرفصل‌ها'));
    await user.click(screen.getByRole('button', { name: 'افزودن فصل' }));
    let dialog = await screen.findByRole('dialog', { name: 'افزودن فصل' });
    await user.type(within(dialog).getByLabelText(/عنوان فصل/), 'اب');
    await user.click(within(dialog).getByRole('button', { name: 'افزودن فصل' }));
    expect(await within(dialog).findByText('عنوان فصل باید حداقل ۳ کاراکتر باشد')).toBeTruthy();
    await user.type(within(dialog).getByLabelText(/عنوان فصل/), 'جد');
    await user.click(within(dialog).getByRole('button', { name: 'افزودن فصل' }));

    await user.click(screen.getByRole('button', { name: 'افزودن فصل' }));
    dialog = await screen.findByRole('dialog', { name: 'افزودن فصل' });
    await user.type(within(dialog).getByLabelText(/عنوان فصل/), 'فصل دوم');
    await user.click(within(dialog).getByRole('button', { name: 'افزودن فصل' }));

    for (const title of ['درس یک', 'درس دو']) {
      await user.click(screen.getAllByRole('button', { name: 'افزودن درس' })[1]);
      dialog = await screen.findByRole('dialog', { name: 'افزودن درس' });
      await user.type(within(dialog).getByLabelText(/عنوان درس/), title);
      await user.selectOptions(within(dialog).getByLabelText(/نوع محتوا/), 'TEXT');
      await user.click(within(dialog).getByRole('button', { name: 'افزودن درس' }));
      if (title === 'درس یک') {
        expect(await within(dialog).findByText('محتوای متنی درس الزامی است')).toBeTruthy();
        await user.type(within(dialog).getByLabelText(/محتوای متنی/), 'متن درس');
        await user.click(within(dialog).getByRole('button', { name: 'افزودن درس' }));
      }
      if (title === 'درس دو') {
        await user.type(within(dialog).getByLabelText(/محتوای متنی/), 'متن درس');
        await user.click(within(dialog).getByRole('button', { name: 'افزودن درس' }));
      }
    }

    const chapters = () => screen.getAllByRole('article').map((a) => a.querySelector('span')?.textContent);
    expect(chapters()).toEqual(['۱', '۲']);
    expect(screen.getAllByRole('article')[1].textContent).toContain('فصل دوم');
    await user.click(screen.getByRole('button', { name: 'انتقال فصل فصل دوم به بالا' }));
    expect(screen.getAllByRole('article')[0].textContent).toContain('فصل دوم');
    expect(chapters()).toEqual(['۱', '۲']);
    expect(screen.getByText('۲ درس · ۰ دقیقه')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'حذف فصل فصل دوم' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(confirm.textContent).toContain('۲ درس');
    await user.click(within(confirm).getByRole('button', { name: 'حذف فصل' }));
    expect(screen.getAllByRole('article')).toHaveLength(1);
  });

  it('keeps publish disabled until the checklist passes, then sends the course with its syllabus', async () => {
    let sent: CreateCourseMutationVariables | undefined;
    const created: MockLink.MockedResponse = {
      request: {
        query: CreateCourseDocument,
        variables: (variables: CreateCourseMutationVariables) => {
          sent = variables;
          return true;
        },
      },
      result: {
        data: {
          createCourse: {
            __typename: 'Course',
            id: 41,
            title: 'ریاضی نهم',
            category: 'SCIENCE',
            level: 'BEGINNER',
            shortDescription: null,
            description: 'توضیح',
            whatYouWillLearn: 'هدف',
            requirements: null,
            targetAudience: null,
            price: 0,
            durationHours: 0,
            durationMinutes: 0,
            maxStudents: null,
            language: 'PERSIAN',
            certificateProvided: false,
            thumbnailUrl: null,
            trailerVideoUrl: null,
            autoPlayTrailer: false,
            showThumbnailOverlay: true,
            status: 'PUBLISHED',
            skills: ['جبر', 'هندسه', 'آمار'],
            chapters: [],
          },
        },
      },
    };
    const success = vi.spyOn(toast, 'success');
    const { user } = open([created]);
    await user.type(screen.getByLabelText(/^عنوان دوره/), 'ریاضی نهم');
    await user.selectOptions(screen.getByLabelText(/^دسته‌بندی/), 'SCIENCE');
    await user.selectOptions(screen.getByLabelText(/^سطح دوره/), 'BEGINNER');
    await user.click(tab('محتوای دوره'));
    await user.type(screen.getByLabelText(/^توضیحات دوره/), 'توضیح');
    await user.type(screen.getByLabelText(/^اهداف یادگیری/), 'هدف');
    await user.click(tab('سرفصل‌ها'));
    await user.click(screen.getByRole('button', { name: 'افزودن فصل' }));
    const dialog = await screen.findByRole('dialog', { name: 'افزودن فصل' });
    await user.type(within(dialog).getByLabelText(/عنوان فصل/), 'معادله‌ها');
    await user.click(within(dialog).getByRole('button', { name: 'افزودن فصل' }));

    await user.click(tab('پیش‌نمایش و انتشار'));
    expect(screen.getByRole('button', { name: 'انتشار دوره' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByText('حداقل ۳ مهارت کلیدی الزامی است')).toBeTruthy();

    await user.click(tab('مهارت‌ها'));
    for (const skill of ['جبر', 'هندسه', 'آمار'])
      await user.type(screen.getByLabelText('افزودن مهارت'), `${skill}{Enter}`);
    expect(screen.getByText('کم است (حداقل ۵ مهارت)')).toBeTruthy();
    await user.click(tab('پیش‌نمایش و انتشار'));
    expect(screen.getByText('آمادگی برای انتشار: ۷/۷')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'انتشار دوره' }));

    await waitFor(() => expect(success).toHaveBeenCalledWith('دوره با موفقیت ایجاد شد', expect.anything()));
    expect(sent?.input).toMatchObject({
      title: 'ریاضی نهم',
      status: 'PUBLISHED',
      skills: ['جبر', 'هندسه', 'آمار'],
      chapters: [{ id: null, title: 'معادله‌ها', lessons: [] }],
    });
    expect(window.localStorage.getItem(draftStorageKey(null))).toBeNull();
  });

  it('brings back a course in progress after a reload', async () => {
    const first = open();
    await first.user.type(screen.getByLabelText(/^عنوان دوره/), 'دوره‌ی نیمه‌کاره');
    await act(() => new Promise((resolve) => setTimeout(resolve, 700)));
    first.unmount();

    open();
    expect((screen.getByLabelText(/^عنوان دوره/) as HTMLInputElement).value).toBe('دوره‌ی نیمه‌کاره');
    expect(screen.getByText('تغییرات ذخیره‌نشده‌ی قبلی شما در این مرورگر بازیابی شد.')).toBeTruthy();
  });

  it('says «خطا در آپلود تصویر» when the server refuses the thumbnail, and shows why on the media step', async () => {
    const failure = vi.spyOn(toast, 'error');
    const refused: MockLink.MockedResponse = {
      request: { query: CreateCourseDocument, variables: () => true },
      result: {
        errors: [
          {
            message: 'اطلاعات نامعتبر است',
            extensions: {
              code: 'BAD_USER_INPUT',
              fieldErrors: { thumbnail: 'حجم تصویر نباید بیشتر از ۵ مگابایت باشد' },
            },
          },
        ],
      },
    };
    const { user } = open([refused]);
    await user.type(screen.getByLabelText(/^عنوان دوره/), 'ریاضی نهم');
    await user.selectOptions(screen.getByLabelText(/^دسته‌بندی/), 'SCIENCE');
    await user.selectOptions(screen.getByLabelText(/^سطح دوره/), 'BEGINNER');
    await user.click(screen.getByRole('button', { name: 'ذخیره‌ی پیش‌نویس' }));

    await waitFor(() => expect(failure).toHaveBeenCalledWith('خطا در آپلود تصویر', expect.anything()));
    expect(tab('رسانه').getAttribute('aria-selected')).toBe('true');
    expect(screen.getByText('حجم تصویر نباید بیشتر از ۵ مگابایت باشد')).toBeTruthy();
  });
});
