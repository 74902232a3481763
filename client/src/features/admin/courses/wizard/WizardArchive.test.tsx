import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AdminCourseFormDocument, ArchiveCourseDocument, DraftCourseDocument } from '../../../../gql/graphql';
import { renderPage } from '../../../../test/renderPage';
import { LeaveGuardProvider } from '../../shared/useLeaveGuard';
import { AdminCourseEditPage } from './CourseWizardPage';

const course = {
  __typename: 'Course' as const,
  id: 3,
  title: 'نجوم مقدماتی',
  category: 'SCIENCE' as const,
  level: 'BEGINNER' as const,
  shortDescription: null,
  description: 'آسمان شب',
  whatYouWillLearn: 'صورت‌های فلکی',
  requirements: null,
  targetAudience: null,
  price: 0,
  durationHours: 2,
  durationMinutes: 0,
  maxStudents: null,
  language: 'PERSIAN' as const,
  certificateProvided: false,
  thumbnailUrl: null,
  trailerVideoUrl: null,
  autoPlayTrailer: false,
  showThumbnailOverlay: true,
  status: 'PUBLISHED' as const,
  instructorId: null,
  instructorName: 'استاد مهمان',
  skills: [],
  chapters: [],
};

afterEach(() => window.localStorage.clear());

describe('archiving from the wizard', () => {
  it('archives the course being edited, then offers to bring it back as a draft', async () => {
    const archive = vi.fn(() => ({
      data: { archiveCourse: { __typename: 'Course', id: 3, status: 'ARCHIVED' } },
    }));
    const restore = vi.fn(() => ({
      data: { draftCourse: { __typename: 'Course', id: 3, status: 'DRAFT' } },
    }));
    const { user } = renderPage({
      path: '/admin/courses/3/edit',
      route: '/admin/courses/:courseId/edit',
      element: (
        <LeaveGuardProvider>
          <AdminCourseEditPage />
        </LeaveGuardProvider>
      ),
      mocks: [
        {
          request: { query: AdminCourseFormDocument, variables: { id: 3 } },
          result: { data: { adminCourse: course } },
        },
        { request: { query: ArchiveCourseDocument, variables: { id: 3 } }, result: archive },
        { request: { query: DraftCourseDocument, variables: { id: 3 } }, result: restore },
      ],
    });
    expect(((await screen.findByLabelText('یا نام مدرس')) as HTMLInputElement).value).toBe('استاد مهمان');
    await user.click(screen.getByRole('button', { name: 'بایگانی دوره' }));
    await waitFor(() => expect(archive).toHaveBeenCalledTimes(1));
    await user.click(await screen.findByRole('button', { name: 'بازگرداندن از بایگانی' }));
    await waitFor(() => expect(restore).toHaveBeenCalledTimes(1));
    expect(await screen.findByRole('button', { name: 'بایگانی دوره' })).toBeTruthy();
  });
});
