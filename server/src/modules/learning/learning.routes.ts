import { rowsTagged } from '../../rest/route';

const courses = rowsTagged('courses');
const profile = rowsTagged('profile');
const certificates = rowsTagged('certificates');
const course = { rename: { id: 'courseId' } };

export const learningRoutes = [
  courses('POST', '/courses/:id/lessons/:lessonId/complete', 'markLessonDone', {
    ...course,
    messageFrom: (d) => d.markLessonDone.message,
  }),
  courses('DELETE', '/courses/:id/lessons/:lessonId/complete', 'unmarkLessonDone', {
    ...course,
    messageFrom: (d) => d.unmarkLessonDone.message,
  }),
  courses('GET', '/courses/:id/progress', 'myCourseProgress', course),
  courses('POST', '/courses/:id/certificate', 'claimCertificate', {
    ...course,
    messageFrom: (d) => d.claimCertificate.message,
  }),
  profile('GET', '/user/courses', 'myCourses', { select: 'MyCourseFields' }),
  profile('GET', '/user/certificates', 'myCertificates'),
  certificates('GET', '/certificates/verify/:code', 'verifyCertificate'),
];
