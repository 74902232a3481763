import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PublicCourseDocument } from '../../gql/graphql';
import { course, courseMock, renderDetail } from './courseDetailTesting';

describe('CourseDetailPage', () => {
  it('shows the course blocks, locks the non-free lessons and lists the payment methods', async () => {
    renderDetail('/courses/7', [courseMock(7, course)]);
    expect(await screen.findByRole('heading', { level: 1, name: 'ریاضی پایه' })).toBeTruthy();
    expect(screen.getByText('۲۵۰٬۰۰۰ تومان')).toBeTruthy();
    expect(screen.getByText('معادله‌های ساده')).toBeTruthy();
    expect(screen.getByText(/۱۲ نظر/)).toBeTruthy();
    expect(screen.getByText(/آخرین به‌روزرسانی: ۱۴۰۴\/۰۱\/۰۱/)).toBeTruthy();
    expect(screen.getByText('قفل؛ پس از ثبت‌نام در دوره باز می‌شود')).toBeTruthy();
    expect(screen.getByText('همراه با گواهی پایان دوره')).toBeTruthy();
    expect(await screen.findByText('پرداخت آنلاین')).toBeTruthy();
  });

  it('sends a guest who wants to buy to the login page with a way back', async () => {
    const router = renderDetail('/courses/7', [courseMock(7, course)]);
    await userEvent.click(await screen.findByRole('button', { name: 'خرید دوره' }));
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.search).toBe('?redirect=/courses/7');
  });

  it('says the course was not found for a draft or a bad id', async () => {
    renderDetail('/courses/8', [courseMock(8, null)]);
    expect(await screen.findByText('دوره مورد نظر یافت نشد')).toBeTruthy();
  });

  it('shows the load error with a retry', async () => {
    renderDetail('/courses/7', [
      { request: { query: PublicCourseDocument, variables: { id: 7 } }, error: new Error('network') },
      courseMock(7, course),
    ]);
    expect(await screen.findByText('خطا در بارگذاری اطلاعات دوره')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'تلاش دوباره' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'ریاضی پایه' })).toBeTruthy();
  });

  it('treats an id that is not a number as not found without asking', async () => {
    renderDetail('/courses/abc', []);
    expect(await screen.findByText('دوره مورد نظر یافت نشد')).toBeTruthy();
  });
});
