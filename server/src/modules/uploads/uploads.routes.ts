import { IMAGE_MAX_BYTES } from '@common/constants';
import { messages } from '@common/validation';
import { RestUploadImageDocument } from '../../rest/gql/graphql';
import { defineRoute, type RestInput } from '../../rest/route';

const uploadImage = {
  method: 'POST' as const,
  tag: 'upload',
  operation: RestUploadImageDocument,
  multipart: { files: ['file'], maxFileSize: IMAGE_MAX_BYTES, tooLargeMessage: messages.imageTooLarge },
  // The multipart file arrives as an Upload value, which the Upload scalar accepts.
  variables: ({ body }: RestInput) => ({ file: ((body as { file?: File }).file ?? null) as File | null }),
  message: 'تصویر با موفقیت آپلود شد',
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
];
