import { adminRow, rowsTagged } from '../../rest/route';
import { adminEnrollmentMessages } from './enrollments.messages';

const row = rowsTagged('courses');

export const enrollmentRoutes = [
  row('POST', '/courses/:id/enroll', 'enrollInCourse', {
    rename: { id: 'courseId' },
    messageFrom: (d) => d.enrollInCourse.message,
  }),
  row('GET', '/courses/:id/enrollment', 'myCourseEnrollment', { rename: { id: 'courseId' } }),
  adminRow('PATCH', '/admin/enrollments/:id/status', 'updateEnrollmentStatus', {
    messageFrom: (d) => adminEnrollmentMessages.statusChanged(d.updateEnrollmentStatus.status),
  }),
];
