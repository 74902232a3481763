import type { MockLink } from '@apollo/client/testing';
import type { CertificateFieldsFragment, CourseProgressFieldsFragment } from '../../gql/graphql';

// Fixtures of the learning screens' component tests.

export type Mock = MockLink.MockedResponse;

export const progress = (
  courseId: number,
  completedLessonIds: number[],
  all: Array<{ id: number; title: string }>,
): CourseProgressFieldsFragment => {
  const next = all.find((lesson) => !completedLessonIds.includes(lesson.id)) ?? null;
  return {
    __typename: 'CourseProgress',
    courseId,
    totalLessons: all.length,
    completedLessons: completedLessonIds.length,
    percent: Math.floor((100 * completedLessonIds.length) / all.length),
    completedLessonIds,
    nextLessonId: next?.id ?? null,
    nextLessonTitle: next?.title ?? null,
  };
};

export const certificate = (courseId: number, courseTitle: string): CertificateFieldsFragment => ({
  __typename: 'Certificate',
  id: 41,
  courseId,
  studentName: 'مریم کریمی',
  courseTitle,
  verificationCode: 'ABCDE-12345',
  issuedAt: '2026-11-27T08:00:00.000Z',
  verificationUrl: '/verify/certificate/ABCDE-12345',
  downloadUrl: '/api/certificates/41/pdf',
  printUrl: '/api/certificates/41/print',
});
