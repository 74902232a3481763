import {
  type EnrollmentStatus,
  RestEnrollInCourseDocument,
  RestMyCourseEnrollmentDocument,
  RestUpdateEnrollmentStatusDocument,
} from '../../rest/gql/graphql';
import { defineRoute } from '../../rest/route';
import { bodyObject, readText } from '../rest-body';
import { adminEnrollmentMessages } from './enrollments.messages';

const courseId = { id: { type: 'int', description: 'Course id' } } as const;

export const enrollmentRoutes = [
  defineRoute({
    method: 'POST',
    path: '/courses/:id/enroll',
    tag: 'courses',
    summary:
      'Enrol the signed-in member: a free course at once; a paid one with body {paymentMethod} ' +
      '(online: data.gatewayUrl; offline: PENDING until an admin approves)',
    operation: RestEnrollInCourseDocument,
    params: courseId,
    variables: (input) => ({
      courseId: input.params.id as number,
      paymentMethod: readText(bodyObject(input).paymentMethod),
    }),
    messageFrom: (data) => data.enrollInCourse.message,
  }),
  defineRoute({
    method: 'GET',
    path: '/courses/:id/enrollment',
    tag: 'courses',
    summary: 'The signed-in member’s enrolment in a published course (data null when none)',
    operation: RestMyCourseEnrollmentDocument,
    params: courseId,
    variables: ({ params }) => ({ courseId: params.id as number }),
  }),
  defineRoute({
    method: 'PATCH',
    path: '/admin/enrollments/:id/status',
    tag: 'admin',
    summary:
      'Approve (ACTIVE) or reject (CANCELLED) a PENDING enrolment, e.g. a card-to-card payment (admin)',
    operation: RestUpdateEnrollmentStatusDocument,
    params: { id: { type: 'int', description: 'Enrolment id' } },
    variables: ({ params, body }) => ({
      id: params.id as number,
      status: (body as { status?: unknown } | null)?.status as EnrollmentStatus,
    }),
    messageFrom: (data) => adminEnrollmentMessages.statusChanged(data.updateEnrollmentStatus.status),
  }),
];
