import { IMAGE_MAX_BYTES, VIDEO_MAX_BYTES } from '@common/constants';
import { messages } from '@common/validation';
import { rowsTagged } from '../../rest/route';
import { uploadMessages } from './uploads.messages';

// busboy counts a file that reaches its limit as too large: one byte more lets a file of exactly the
// maximum through, and the service holds it to the maximum.
const upTo = (maxBytes: number, tooLargeMessage: string) => ({
  multipart: { files: ['file'], maxFileSize: maxBytes + 1, tooLargeMessage },
});
const image = { ...upTo(IMAGE_MAX_BYTES, messages.imageTooLarge), message: uploadMessages.imageUploaded };
const row = rowsTagged('upload');

export const uploadRoutes = [
  row('POST', '/upload/image', 'uploadImage', image),
  row('POST', '/upload', 'uploadImage', image),
  row('POST', '/courses/upload/thumbnail', 'uploadCourseThumbnail', image),
  row('POST', '/courses/upload/video', 'uploadCourseVideo', {
    ...upTo(VIDEO_MAX_BYTES, messages.videoTooLarge),
    message: uploadMessages.videoUploaded,
  }),
];
