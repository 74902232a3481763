import { IMAGE_MAX_BYTES } from '@common/constants';
import { messages as formMessages } from '@common/validation';
import { rowsTagged } from '../../rest/route';
import { courseAdminMessages as messages } from './course-admin.messages';
import { courseRequestBody } from './course-admin.rest-body';

const row = rowsTagged('courses');

/** Multipart: `courseData` (JSON text) and an optional `thumbnail` image; a JSON body works too. */
const courseForm = {
  body: courseRequestBody,
  // busboy counts a file that reaches its limit as too large: one byte more lets exactly 5 MB through.
  multipart: {
    files: ['thumbnail'],
    maxFileSize: IMAGE_MAX_BYTES + 1,
    tooLargeMessage: formMessages.imageTooLarge,
  },
};

const videoBody = ({ videoMinioKey, ...body }: Record<string, unknown>) =>
  body.videoKey === undefined && videoMinioKey !== undefined ? { ...body, videoKey: videoMinioKey } : body;

export const courseAdminRoutes = [
  row('GET', '/courses/admin/all', 'adminCourses', {
    inQuery: ['page', 'size', 'query', 'category', 'status'],
    summary: 'Courses of every status, newest first; search over title and instructor, category and status',
  }),
  row('GET', '/courses/admin/stats', 'adminCourseStats'),
  row('GET', '/courses/instructor/:instructorId', 'instructorCourses', { inQuery: ['page', 'size'] }),
  row('POST', '/courses', 'createCourse', {
    ...courseForm,
    select: 'CourseDetailFields',
    successStatus: 201,
    message: messages.created,
  }),
  row('PUT', '/courses/:id', 'updateCourse', {
    ...courseForm,
    select: 'CourseDetailFields',
    message: messages.updated,
  }),
  row('DELETE', '/courses/:id', 'deleteCourse', { messageFrom: (d) => d.deleteCourse.message }),
  row('POST', '/courses/:id/publish', 'publishCourse', { message: messages.published }),
  row('POST', '/courses/:id/draft', 'draftCourse', { message: messages.drafted }),
  row('POST', '/courses/:id/archive', 'archiveCourse', { message: messages.archived }),
  row('PUT', '/courses/lessons/:lessonId/video', 'setLessonVideo', {
    body: videoBody,
    messageFrom: (d) =>
      d.setLessonVideo.videoUrl || d.setLessonVideo.videoKey
        ? messages.lessonVideoSaved
        : messages.lessonVideoRemoved,
  }),
];
