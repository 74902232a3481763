import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  AdminCourseFormDocument,
  ArchiveCourseDocument,
  DraftCourseDocument,
  UpdateCourseDocument,
  type UpdateCourseMutationVariables,
} from '../../../../gql/graphql';
import { renderPage } from '../../../../test/renderPage';
import { adminPattern } from '../../shared/adminUrl';
import { LeaveGuardProvider } from '../../shared/useLeaveGuard';
import { coursePaths, courseUrls } from '../urls';
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

const archived = () =>
  vi.fn(() => ({
    data: { archiveCourse: { __typename: 'Course', id: 3, status: 'ARCHIVED' } },
  }));

/** The editor of course 3, which archives through `archive` and answers one more request with `next`. */
const openEditor = (archive: ReturnType<typeof archived>, next: MockLink.MockedResponse) =>
  renderPage({
    path: courseUrls.edit(3),
    route: adminPattern(coursePaths.edit),
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
      next,
    ],
  });

describe('archiving from the wizard', () => {
  it('archives the course being edited, then offers to bring it back as a draft', async () => {
    const archive = archived();
    const restore = vi.fn(() => ({
      data: { draftCourse: { __typename: 'Course', id: 3, status: 'DRAFT' } },
    }));
    const { user } = openEditor(archive, {
      request: { query: DraftCourseDocument, variables: { id: 3 } },
      result: restore,
    });
    expect(((await screen.findByLabelText('یا نام مدرس')) as HTMLInputElement).value).toBe('استاد مهمان');
    await user.click(screen.getByRole('button', { name: 'بایگانی دوره' }));
    await waitFor(() => expect(archive).toHaveBeenCalledTimes(1));
    await user.click(await screen.findByRole('button', { name: 'بازگرداندن از بایگانی' }));
    await waitFor(() => expect(restore).toHaveBeenCalledTimes(1));
    expect(await screen.findByRole('button', { name: 'بایگانی دوره' })).toBeTruthy();
  });

  it('keeps an archived course archived when its edits are saved', async () => {
    const archive = archived();
    const update = vi.fn((variables: UpdateCourseMutationVariables) => ({
      data: { updateCourse: { ...course, title: variables.input.title, status: variables.input.status } },
    }));
    const { user } = openEditor(archive, {
      request: { query: UpdateCourseDocument, variables: () => true },
      result: update,
    });
    const title = await screen.findByLabelText(/^عنوان دوره/);
    await user.click(screen.getByRole('button', { name: 'بایگانی دوره' }));
    await screen.findByRole('button', { name: 'بازگرداندن از بایگانی' });
    await user.type(title, ' پیشرفته');
    // happy-dom leaves a stored choice out of a select drawn with it; choose them as the admin sees them.
    await user.selectOptions(screen.getByLabelText(/^دسته‌بندی/), 'SCIENCE');
    await user.selectOptions(screen.getByLabelText(/^سطح دوره/), 'BEGINNER');
    await user.click(screen.getByRole('button', { name: 'ذخیره‌ی پیش‌نویس' }));

    await waitFor(() => expect(update).toHaveBeenCalledTimes(1));
    expect(update.mock.calls[0][0].input).toMatchObject({
      title: 'نجوم مقدماتی پیشرفته',
      status: 'ARCHIVED',
    });
  });
});
