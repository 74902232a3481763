import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MyLearningDocument } from '../../gql/graphql';
import { makeUser } from '../../test/fixtures';
import { renderPage } from '../../test/renderPage';
import { makeCourse } from '../courses/catalogue/testCourses';
import { certificate, progress } from './learningTesting';
import { MyCoursesSection } from './MyCoursesSection';

const LESSONS = [
  { id: 11, title: 'درس اول' },
  { id: 12, title: 'درس دوم' },
  { id: 13, title: 'درس سوم' },
];

describe('my courses on the profile', () => {
  it('lists each course with its percent, a way to resume, and the certificate when issued', async () => {
    renderPage({
      session: makeUser(),
      element: <MyCoursesSection />,
      mocks: [
        {
          request: { query: MyLearningDocument },
          result: {
            data: {
              myCourses: [
                {
                  ...makeCourse(3, { title: 'فیزیک پایه' }),
                  viewerProgress: progress(3, [11], LESSONS),
                  viewerCertificate: null,
                },
                {
                  ...makeCourse(4, { title: 'شیمی' }),
                  viewerProgress: progress(4, [11, 12, 13], LESSONS),
                  viewerCertificate: certificate(4, 'شیمی'),
                },
              ],
            },
          },
        },
      ],
    });
    const physics = await screen.findByRole('progressbar', { name: 'درصد پیشرفت دوره فیزیک پایه' });
    expect(physics.getAttribute('aria-valuetext')).toBe('۳۳٪');
    expect(screen.getByText('۳۳٪')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'ادامه‌ی دوره' }).getAttribute('href')).toBe(
      '/courses/3#lesson-12',
    );
    expect(screen.getByText('درس بعدی: درس دوم')).toBeTruthy();
    const chemistry = screen.getByRole('progressbar', { name: 'درصد پیشرفت دوره شیمی' });
    expect(chemistry.getAttribute('aria-valuetext')).toBe('۱۰۰٪');
    expect(screen.getByRole('link', { name: 'مشاهده‌ی دوره' }).getAttribute('href')).toBe('/courses/4');
    expect(screen.getAllByRole('button', { name: 'دریافت PDF گواهی' })).toHaveLength(1);
  });

  it('invites a member with no course to the catalogue', async () => {
    renderPage({
      session: makeUser(),
      element: <MyCoursesSection />,
      mocks: [{ request: { query: MyLearningDocument }, result: { data: { myCourses: [] } } }],
    });
    expect(await screen.findByText('هنوز در دوره‌ای ثبت‌نام نکرده‌اید.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'مشاهده‌ی دوره‌ها' }).getAttribute('href')).toBe('/courses');
  });
});
