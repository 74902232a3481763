import { IMAGE_MAX_BYTES, VIDEO_MAX_BYTES } from '@common/constants';
import { messages } from '@common/validation';
import {
  RestUploadCourseThumbnailDocument,
  RestUploadCourseVideoDocument,
  RestUploadImageDocument,
} from '../../rest/gql/graphql';
import { defineRoute, type RestInput } from '../../rest/route';
import { uploadMessages } from './uploads.messages';

// The multipart file arrives as an Upload value, which the Upload scalar accepts.
const fileOf = ({ body }: RestInput) => ({ file: ((body as { file?: File }).file ?? null) as File | null });

// busboy counts a file that reaches its limit as too large: one byte more lets a file of exactly the
// maximum through, and the service holds it to the maximum.
const multipartUpTo = (maxBytes: number, tooLargeMessage: string) => ({
  files: ['file'],
  maxFileSize: maxBytes + 1,
  tooLargeMessage,
});
const imageMultipart = multipartUpTo(IMAGE_MAX_BYTES, messages.imageTooLarge);

const uploadImage = {
  method: 'POST' as const,
  tag: 'upload',
  operation: RestUploadImageDocument,
  multipart: imageMultipart,
  variables: fileOf,
  message: uploadMessages.imageUploaded,
};

export const uploadRoutes = [
  defineRoute({
    ...uploadImage,
    path: '/upload/image',
    summary: 'Upload an image (multipart field file: JPG, PNG, GIF or WEBP, at most 5 MB); data.url',
  }),
  defineRoute({
    ...uploadImage,
    path: '/upload',
    summary: 'Upload a file (multipart field file; images only, at most 5 MB); data.url and data.fileUrl',
  }),
  defineRoute({
    method: 'POST',
    path: '/courses/upload/thumbnail',
    tag: 'courses',
    summary:
      'Admin: upload a course thumbnail (multipart field file: JPG, PNG, GIF or WEBP, at most 5 MB); data.fileUrl',
    operation: RestUploadCourseThumbnailDocument,
    multipart: imageMultipart,
    variables: fileOf,
    message: uploadMessages.imageUploaded,
  }),
  defineRoute({
    method: 'POST',
    path: '/courses/upload/video',
    tag: 'courses',
    summary:
      'Admin: upload a course video (multipart field file: MP4, AVI, MOV, WMV, FLV, WEBM or MKV, at most ' +
      '100 MB); data.fileUrl, data.minioKey (the storage key) and data.fileName',
    operation: RestUploadCourseVideoDocument,
    multipart: multipartUpTo(VIDEO_MAX_BYTES, messages.videoTooLarge),
    variables: fileOf,
    message: uploadMessages.videoUploaded,
  }),
];
