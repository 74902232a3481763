import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../app/session/sessionStore';
import { MarkLessonDoneDocument, UnmarkLessonDoneDocument } from '../../gql/graphql';
import { makeUser } from '../../test/fixtures';
import { course, courseMock, type DetailCourse, renderDetail } from '../courses/courseDetailTesting';
import { certificate, type Mock, progress } from './learningTesting';

const LESSONS = [
  { id: 1, title: 'کسر چیست؟' },
  { id: 2, title: 'جمع کسرها' },
];

const enrolled = (done: number[]): DetailCourse => ({
  ...course,
  viewerEnrollment: {
    __typename: 'CourseEnrollment',
    id: 31,
    courseId: 7,
    status: 'ACTIVE',
    paymentMethod: null,
  },
  chapters: course.chapters.map((chapter) => ({
    ...chapter,
    lessons: chapter.lessons.map((lesson) => ({ ...lesson, contentAvailable: true })),
  })),
  viewerProgress: progress(7, done, LESSONS),
  viewerCertificate: null,
});

function markMock(lessonId: number, done: number[], message: string, withCertificate = false): Mock {
  return {
    request: { query: MarkLessonDoneDocument, variables: { courseId: 7, lessonId } },
    result: {
      data: {
        markLessonDone: {
          __typename: 'LessonCompletionResult',
          message,
          progress: progress(7, done, LESSONS),
          certificate: withCertificate ? certificate(7, course.title) : null,
        },
      },
    },
  };
}

const toggleFor = (title: string) => screen.getByRole('button', { name: `علامت گذراندن درس «${title}»` });
const percentBar = () => screen.getByRole('progressbar', { name: 'درصد پیشرفت دوره' });

beforeEach(() => sessionStore.set('t', makeUser()));
afterEach(() => {
  sessionStore.clear();
  vi.restoreAllMocks();
});

describe('an enrolled student on the course page', () => {
  it('shows the percent, resumes at the first lesson not done, and marks lessons done up to the certificate', async () => {
    const success = vi.spyOn(toast, 'success');
    renderDetail('/courses/7', [
      courseMock(7, enrolled([2])),
      markMock(1, [1, 2], 'تبریک! همه‌ی درس‌ها را گذراندید و گواهی پایان دوره‌ی شما صادر شد', true),
    ]);

    expect(await screen.findByRole('heading', { name: 'پیشرفت شما در دوره' })).toBeTruthy();
    expect(percentBar().getAttribute('aria-valuetext')).toBe('۵۰٪');
    expect(screen.getByText('۱ از ۲ درس گذرانده شده')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'ادامه از جایی که ماندید' })).toBeTruthy();
    expect(screen.getByText('درس بعدی: کسر چیست؟')).toBeTruthy();
    expect(toggleFor('جمع کسرها').getAttribute('aria-pressed')).toBe('true');
    expect(toggleFor('کسر چیست؟').getAttribute('aria-pressed')).toBe('false');
    expect(screen.getByText('با گذراندن همه‌ی درس‌ها، گواهی پایان دوره برای شما صادر می‌شود.')).toBeTruthy();

    await userEvent.click(toggleFor('کسر چیست؟'));

    await waitFor(() => expect(percentBar().getAttribute('aria-valuetext')).toBe('۱۰۰٪'));
    expect(toggleFor('کسر چیست؟').getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByText('همه‌ی درس‌های این دوره را گذرانده‌اید.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'ادامه از جایی که ماندید' })).toBeNull();
    expect(success).toHaveBeenCalledWith('تبریک! همه‌ی درس‌ها را گذراندید و گواهی پایان دوره‌ی شما صادر شد');
    expect(screen.getByRole('button', { name: 'دریافت PDF گواهی' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'صفحه‌ی تأیید عمومی' }).getAttribute('href')).toBe(
      '/verify/certificate/ABCDE-12345',
    );
  });

  it('takes a mark back', async () => {
    renderDetail('/courses/7', [
      courseMock(7, enrolled([1, 2])),
      {
        request: { query: UnmarkLessonDoneDocument, variables: { courseId: 7, lessonId: 2 } },
        result: {
          data: {
            unmarkLessonDone: {
              __typename: 'LessonCompletionResult',
              message: 'علامت گذرانده‌شدن درس برداشته شد',
              progress: progress(7, [1], LESSONS),
              certificate: null,
            },
          },
        },
      },
    ]);
    await waitFor(() => expect(percentBar().getAttribute('aria-valuetext')).toBe('۱۰۰٪'));
    await userEvent.click(toggleFor('جمع کسرها'));
    await waitFor(() => expect(percentBar().getAttribute('aria-valuetext')).toBe('۵۰٪'));
    expect(toggleFor('جمع کسرها').getAttribute('aria-pressed')).toBe('false');
    expect(screen.getByText('درس بعدی: جمع کسرها')).toBeTruthy();
  });

  it("shows the server's refusal and keeps the progress as it was", async () => {
    const error = vi.spyOn(toast, 'error');
    renderDetail('/courses/7', [
      courseMock(7, enrolled([])),
      {
        request: { query: MarkLessonDoneDocument, variables: { courseId: 7, lessonId: 1 } },
        result: {
          errors: [
            {
              message: 'برای ثبت پیشرفت، ابتدا باید در این دوره ثبت‌نام کنید و ثبت‌نام شما فعال باشد',
              extensions: { code: 'CONFLICT', userFacing: true },
            },
          ],
        },
      },
    ]);
    await userEvent.click(await screen.findByRole('button', { name: 'علامت گذراندن درس «کسر چیست؟»' }));
    await waitFor(() =>
      expect(error).toHaveBeenCalledWith(
        'برای ثبت پیشرفت، ابتدا باید در این دوره ثبت‌نام کنید و ثبت‌نام شما فعال باشد',
      ),
    );
    expect(percentBar().getAttribute('aria-valuetext')).toBe('۰٪');
    expect(screen.getByRole('button', { name: 'شروع دوره' })).toBeTruthy();
  });

  it('shows no progress and no marks to a visitor who is not enrolled', async () => {
    renderDetail('/courses/7', [courseMock(7, course)]);
    const syllabus = await screen.findByRole('heading', { name: 'سرفصل‌های دوره' });
    expect(syllabus).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'پیشرفت شما در دوره' })).toBeNull();
    expect(within(document.body).queryByRole('button', { name: /علامت گذراندن درس/ })).toBeNull();
  });
});
