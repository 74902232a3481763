import type { MockLink } from '@apollo/client/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CourseFilterOptionsDocument, PublicCoursesDocument } from '../../gql/graphql';
import { renderPage } from '../../test/renderPage';
import { CoursesPage } from './CoursesPage';
import { coursesMock, firstPageVariables, makeCourse } from './catalogue/testCourses';

type Mock = MockLink.MockedResponse;

const optionsMock: Mock = {
  request: { query: CourseFilterOptionsDocument },
  result: {
    data: {
      courseCategories: [
        { __typename: 'CourseCategoryOption', value: 'TECHNOLOGY', label: 'فناوری' },
        { __typename: 'CourseCategoryOption', value: 'ART', label: 'هنر' },
      ],
      courseLevels: [{ __typename: 'CourseLevelOption', value: 'BEGINNER', label: 'مبتدی' }],
    },
  },
};

function renderCatalogue(mocks: Mock[]) {
  return renderPage({ mocks: [optionsMock, ...mocks], element: <CoursesPage /> });
}

const sidebar = () => within(screen.getByRole('complementary', { name: 'فیلترهای دوره' }));

describe('CoursesPage', () => {
  it('shows the first 12 courses with the breadcrumb, and links each to its page', async () => {
    renderCatalogue([coursesMock({}, [makeCourse(1, { title: 'پایتون برای نوجوانان' }), makeCourse(2)], 2)]);
    const link = await screen.findByRole('link', { name: 'پایتون برای نوجوانان' });
    expect(link.getAttribute('href')).toBe('/courses/1');
    expect(screen.getByText('۲ دوره')).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'مسیر صفحه' }).textContent).toContain('صفحه‌ی اصلی');
    expect(screen.getAllByText('رایگان').length).toBeGreaterThan(0);
  });

  it('asks again with the chosen category, level and price once the choice settles', async () => {
    const user = userEvent.setup();
    renderCatalogue([
      coursesMock({}, [makeCourse(1), makeCourse(2)]),
      coursesMock({ category: 'ART', isFree: false }, [
        makeCourse(9, { title: 'طراحی خلاق', category: 'ART' }),
      ]),
    ]);
    await screen.findByText('دوره‌ی ۱');
    await user.click(sidebar().getByRole('radio', { name: 'هنر' }));
    await user.click(sidebar().getByRole('radio', { name: 'غیررایگان' }));
    expect(await screen.findByText('طراحی خلاق', {}, { timeout: 2000 })).toBeTruthy();
    expect(screen.queryByText('دوره‌ی ۱')).toBeNull();
  });

  it('debounces typing in the search box into one request', async () => {
    const user = userEvent.setup();
    renderCatalogue([
      coursesMock({}, [makeCourse(1)]),
      coursesMock({ query: 'ریاضی' }, [makeCourse(5, { title: 'ریاضی پایه' })]),
    ]);
    await screen.findByText('دوره‌ی ۱');
    await user.type(screen.getByRole('searchbox', { name: 'جستجوی دوره' }), 'ریاضی');
    expect(await screen.findByText('ریاضی پایه', {}, { timeout: 2000 })).toBeTruthy();
    // Had each keystroke asked, the unmocked partial words would have failed the list.
    expect(screen.queryByText('خطا در بارگذاری دوره‌ها')).toBeNull();
  });

  it('shows the empty state, whose buttons clear the search and the filters', async () => {
    const user = userEvent.setup();
    renderCatalogue([
      coursesMock({}, [makeCourse(1)]),
      coursesMock({ category: 'ART' }, []),
      coursesMock({}, [makeCourse(1)]),
    ]);
    await screen.findByText('دوره‌ی ۱');
    await user.click(sidebar().getByRole('radio', { name: 'هنر' }));
    expect(await screen.findByText('دوره‌ای یافت نشد', {}, { timeout: 2000 })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'پاک کردن جستجو' })).toBeTruthy();
    const emptyState = screen.getByText('دوره‌ای یافت نشد').closest('[role="status"]') as HTMLElement;
    await user.click(within(emptyState).getByRole('button', { name: 'پاک کردن فیلترها' }));
    expect(await screen.findByText('دوره‌ی ۱', {}, { timeout: 2000 })).toBeTruthy();
    expect(sidebar().getAllByRole('radio', { name: 'همه', checked: true })).toHaveLength(3);
  });

  it('shows the load error with a retry that asks again', async () => {
    const user = userEvent.setup();
    renderCatalogue([
      {
        request: { query: PublicCoursesDocument, variables: firstPageVariables },
        error: new Error('network'),
      },
      coursesMock({}, [makeCourse(3, { title: 'دوره پس از تلاش دوباره' })]),
    ]);
    expect(await screen.findByText('خطا در بارگذاری دوره‌ها')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'تلاش دوباره' }));
    expect(await screen.findByText('دوره پس از تلاش دوباره')).toBeTruthy();
  });

  it('loads the next 12 with load more and appends them', async () => {
    const firstTwelve = Array.from({ length: 12 }, (_, i) => makeCourse(i + 1));
    renderCatalogue([
      coursesMock({}, firstTwelve, 13),
      coursesMock({ page: 1 }, [makeCourse(13, { title: 'دوره‌ی سیزدهم' })], 13),
    ]);
    await screen.findByText('دوره‌ی ۱۲');
    fireEvent.click(screen.getByRole('button', { name: 'نمایش دوره‌های بیشتر' }));
    expect(await screen.findByText('دوره‌ی سیزدهم')).toBeTruthy();
    expect(screen.getByText('دوره‌ی ۱')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'نمایش دوره‌های بیشتر' })).toBeNull());
  });

  it('switches between grid and list views', async () => {
    const user = userEvent.setup();
    renderCatalogue([coursesMock({}, [makeCourse(1)])]);
    await screen.findByText('دوره‌ی ۱');
    const list = screen.getByRole('button', { name: 'نمایش فهرستی' });
    await user.click(list);
    expect(list.getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: 'نمایش شبکه‌ای' }).getAttribute('aria-pressed')).toBe('false');
  });
});
