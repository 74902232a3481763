import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor } from '@testing-library/react';
import toast from 'react-hot-toast';
import { describe, expect, it, vi } from 'vitest';
import {
  type AdminCourseRowFieldsFragment,
  AdminCoursesDocument,
  ArchiveCourseDocument,
  DraftCourseDocument,
} from '../../../gql/graphql';
import { renderPage } from '../../../test/renderPage';
import { AdminCoursesPage } from './AdminCoursesPage';

const row = (id: number, title: string, status: AdminCourseRowFieldsFragment['status']) => ({
  __typename: 'Course' as const,
  id,
  title,
  category: 'SCIENCE' as const,
  level: 'BEGINNER' as const,
  status,
  price: 0,
  thumbnailUrl: null,
  instructorName: null,
  enrolledStudents: 0,
  rating: 0,
  totalLessons: 3,
  lastUpdated: '2026-11-20T08:00:00.000Z',
});

const list: MockLink.MockedResponse = {
  request: { query: AdminCoursesDocument, variables: () => true },
  maxUsageCount: Number.POSITIVE_INFINITY,
  result: {
    data: {
      adminCourses: {
        __typename: 'CoursePage',
        content: [row(1, 'نجوم مقدماتی', 'PUBLISHED'), row(2, 'شیمی قدیم', 'ARCHIVED')],
        totalElements: 2,
        totalPages: 1,
      },
      adminCourseStats: {
        __typename: 'CourseStats',
        total: 2,
        published: 1,
        drafts: 0,
        archived: 1,
        students: 0,
        averageRating: 0,
      },
    },
  },
};

describe('archiving from the course list', () => {
  it('archives a course nobody enrolled in, and brings an archived one back as a draft', async () => {
    const success = vi.spyOn(toast, 'success');
    const archive = vi.fn(() => ({
      data: { archiveCourse: { __typename: 'Course', id: 1, status: 'ARCHIVED' } },
    }));
    const restore = vi.fn(() => ({
      data: { draftCourse: { __typename: 'Course', id: 2, status: 'DRAFT' } },
    }));
    const { user } = renderPage({
      path: '/admin/courses',
      route: '/admin/courses',
      element: <AdminCoursesPage />,
      mocks: [
        list,
        { request: { query: ArchiveCourseDocument, variables: { id: 1 } }, result: archive },
        { request: { query: DraftCourseDocument, variables: { id: 2 } }, result: restore },
      ],
    });
    const archiveButtons = await screen.findAllByRole('button', { name: 'بایگانی نجوم مقدماتی' });
    expect(screen.queryAllByRole('button', { name: 'بایگانی شیمی قدیم' })).toHaveLength(0);
    await user.click(archiveButtons[0]);
    await waitFor(() => expect(archive).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(success).toHaveBeenCalledWith('دوره بایگانی شد', expect.anything()));

    await user.click(screen.getAllByRole('button', { name: 'بازگرداندن شیمی قدیم از بایگانی' })[0]);
    await waitFor(() => expect(restore).toHaveBeenCalledTimes(1));
    await waitFor(() =>
      expect(success).toHaveBeenCalledWith('دوره از بایگانی بیرون آمد و پیش‌نویس شد', expect.anything()),
    );
  });
});
