import { useMutation } from '@apollo/client/react';
import { SetLessonVideoDocument } from '../../../../gql/graphql';
import { adminAction } from '../../shared/adminAction';
import type { UploadedVideo } from '../../shared/upload/uploadAnswer';
import { VIDEO_TEXTS } from './videoTexts';

/** Sets (or with null, removes) a lesson's video; Apollo's cache updates the lesson by its id. */
export function useLessonVideo(lessonId: number) {
  const [mutate, { loading }] = useMutation(SetLessonVideoDocument);
  const save = (video: UploadedVideo) =>
    adminAction(mutate({ variables: { lessonId, videoKey: video.minioKey, videoUrl: video.fileUrl } }), {
      success: VIDEO_TEXTS.saved,
      failure: VIDEO_TEXTS.saveFailed,
    });
  const remove = () =>
    adminAction(mutate({ variables: { lessonId, videoKey: null, videoUrl: null } }), {
      success: VIDEO_TEXTS.removed,
      failure: VIDEO_TEXTS.removeFailed,
    });
  return { save, remove, saving: loading };
}
