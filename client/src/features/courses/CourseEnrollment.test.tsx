import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../app/session/sessionStore';
import { EnrollInCourseDocument, type EnrollmentStatus } from '../../gql/graphql';
import { makeUser } from '../../test/fixtures';
import {
  cardMethod,
  course,
  courseMock,
  type DetailCourse,
  type Mock,
  methodsMock,
  onlineMethod,
  renderDetail,
} from './courseDetailTesting';

const LOCKED = 'قفل؛ پس از ثبت‌نام در دوره باز می‌شود';

const freeCourse: DetailCourse = { ...course, price: 0, isFree: true };

const enrollment = (status: EnrollmentStatus, paymentMethod: string | null = null) => ({
  __typename: 'CourseEnrollment' as const,
  id: 31,
  courseId: 7,
  status,
  paymentMethod,
});

/** The course as the refetch after enrolling answers it. */
function enrolledAs(
  base: DetailCourse,
  status: EnrollmentStatus,
  paymentMethod: string | null = null,
): DetailCourse {
  const open = status === 'ACTIVE';
  return {
    ...base,
    viewerEnrollment: enrollment(status, paymentMethod),
    chapters: base.chapters.map((chapter) => ({
      ...chapter,
      lessons: chapter.lessons.map((lesson) => ({ ...lesson, contentAvailable: lesson.isFree || open })),
    })),
  };
}

function enrollMock(
  paymentMethod: string | null,
  answer: { status: EnrollmentStatus; gatewayUrl?: string; message: string },
): Mock {
  return {
    request: { query: EnrollInCourseDocument, variables: { courseId: 7, paymentMethod } },
    result: {
      data: {
        enrollInCourse: {
          __typename: 'EnrollmentResult',
          enrollment: enrollment(answer.status, paymentMethod),
          requiresGateway: Boolean(answer.gatewayUrl),
          gatewayUrl: answer.gatewayUrl ?? null,
          message: answer.message,
        },
      },
    },
  };
}

beforeEach(() => sessionStore.set('t', makeUser()));
afterEach(() => {
  sessionStore.clear();
  vi.restoreAllMocks();
});

describe('enrolling from the course page', () => {
  it('starts a free course: toast, the enrolled text instead of the button, lessons unlocked', async () => {
    const success = vi.spyOn(toast, 'success');
    renderDetail('/courses/7', [
      courseMock(7, freeCourse),
      enrollMock(null, { status: 'ACTIVE', message: 'ثبت‌نام شما در دوره انجام شد' }),
      courseMock(7, enrolledAs(freeCourse, 'ACTIVE')),
    ]);
    expect(await screen.findByText(LOCKED)).toBeTruthy();
    await userEvent.click(await screen.findByRole('button', { name: 'شروع رایگان دوره' }));
    expect(await screen.findByText('شما در این دوره ثبت‌نام کرده‌اید')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'شروع رایگان دوره' })).toBeNull();
    expect(screen.queryByText(LOCKED)).toBeNull();
    expect(success).toHaveBeenCalledWith('ثبت‌نام شما در دوره انجام شد');
  });

  it('shows an ACTIVE enrolment as enrolled from the start', async () => {
    renderDetail('/courses/7', [courseMock(7, enrolledAs(course, 'ACTIVE'))]);
    expect(await screen.findByText('شما در این دوره ثبت‌نام کرده‌اید')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'خرید دوره' })).toBeNull();
  });

  it('buys a paid course online with the preselected first method: off to the gateway', async () => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    renderDetail(
      '/courses/7',
      [
        courseMock(7, course),
        enrollMock('zarinpal', {
          status: 'PENDING',
          gatewayUrl: 'https://gateway.example/StartPay/S1',
          message: 'در حال انتقال به درگاه پرداخت…',
        }),
      ],
      methodsMock([onlineMethod, cardMethod]),
    );
    const online = await screen.findByRole('radio', { name: 'پرداخت آنلاین' });
    expect((online as HTMLInputElement).checked).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'خرید دوره' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://gateway.example/StartPay/S1'));
  });

  it('buys offline: shows the card details and waits for approval', async () => {
    renderDetail(
      '/courses/7',
      [
        courseMock(7, course),
        enrollMock('card', { status: 'PENDING', message: 'درخواست ثبت‌نام شما ثبت شد.' }),
        courseMock(7, enrolledAs(course, 'PENDING', 'card')),
      ],
      methodsMock([onlineMethod, cardMethod]),
    );
    await userEvent.click(await screen.findByRole('radio', { name: 'کارت به کارت' }));
    await userEvent.click(screen.getByRole('button', { name: 'خرید دوره' }));
    expect(await screen.findByText('در انتظار تأیید')).toBeTruthy();
    expect(screen.getByText('۶۰۳۷ ۹۹۷۵ ۱۲۳۴ ۵۶۷۸')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'خرید دوره' })).toBeNull();
    expect(screen.getByText(LOCKED)).toBeTruthy();
  });

  it('shows a dashed card number and IBAN grouped in fours, left to right, with copy buttons', async () => {
    const success = vi.spyOn(toast, 'success');
    const dashed = {
      ...cardMethod,
      config: {
        ...cardMethod.config,
        cardNumber: '6037-9975-1234-5678',
        iban: 'IR06 2960 0000 0010 0324 2000 01',
      },
    };
    renderDetail(
      '/courses/7',
      [courseMock(7, enrolledAs(course, 'PENDING', 'card'))],
      methodsMock([onlineMethod, dashed]),
    );
    const card = await screen.findByText('۶۰۳۷ ۹۹۷۵ ۱۲۳۴ ۵۶۷۸');
    expect(card.closest('[dir="ltr"]')).toBeTruthy();
    expect(screen.getByText('IR۰۶ ۲۹۶۰ ۰۰۰۰ ۰۰۱۰ ۰۳۲۴ ۲۰۰۰ ۰۱')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'کپی شماره‌ی کارت' }));
    expect(await navigator.clipboard.readText()).toBe('6037997512345678');
    expect(success).toHaveBeenCalledWith(expect.stringContaining('کپی شد'));
    await userEvent.click(screen.getByRole('button', { name: 'کپی شماره‌ی شبا' }));
    expect(await navigator.clipboard.readText()).toBe('IR062960000000100324200001');
  });

  it('shows the server’s refusal as an error toast', async () => {
    const error = vi.spyOn(toast, 'error');
    renderDetail('/courses/7', [
      courseMock(7, freeCourse),
      {
        request: { query: EnrollInCourseDocument, variables: { courseId: 7, paymentMethod: null } },
        result: {
          errors: [
            { message: 'ظرفیت این دوره تکمیل شده است', extensions: { code: 'CONFLICT', userFacing: true } },
          ],
        },
      },
    ]);
    await userEvent.click(await screen.findByRole('button', { name: 'شروع رایگان دوره' }));
    await waitFor(() => expect(error).toHaveBeenCalledWith('ظرفیت این دوره تکمیل شده است'));
  });
});

describe('returning from the gateway', () => {
  it.each([
    ['success', 'پرداخت با موفقیت انجام شد'],
    ['failure', 'پرداخت انجام نشد'],
  ])('?enrollment=%s shows its alert', async (result, text) => {
    renderDetail(`/courses/7?enrollment=${result}`, [courseMock(7, course)]);
    const mentions = (content: string) => content.includes(text);
    expect(await screen.findByText(mentions)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'بستن پیام' }));
    expect(screen.queryByText(mentions)).toBeNull();
  });
});
