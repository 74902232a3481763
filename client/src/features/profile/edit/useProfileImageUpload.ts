import { useMutation } from '@apollo/client/react';
import { checkImageFile } from '@common/validation/upload';
import toast from 'react-hot-toast';
import { UploadProfileImageDocument } from '../../../gql/graphql';
import { serverErrorMessage } from '../../../lib/serverError';
import { PROFILE_TEXTS } from '../profileTexts';

/**
 * Checks a chosen image (JPG, PNG, GIF or WEBP, at most 5 MB) before sending it with uploadImage, then
 * hands the stored image's url to `onUploaded` (which saves the profile).
 */
export function useProfileImageUpload(onUploaded: (url: string) => void | Promise<void>) {
  const [uploadImage, { loading }] = useMutation(UploadProfileImageDocument);

  const upload = async (file: File) => {
    const problem = checkImageFile(file);
    if (problem) {
      toast.error(problem);
      return;
    }
    let url: string;
    try {
      const { data } = await uploadImage({ variables: { file } });
      if (!data) throw new Error('no upload answer');
      url = data.uploadImage.url;
    } catch (error) {
      // The server's reason (hourly limit, full quota, wrong file) says what to do; a failure without one is generic.
      const fallback = PROFILE_TEXTS.imageUploadFailed;
      toast.error(serverErrorMessage(error, { rejected: fallback, failed: fallback }));
      return;
    }
    toast.success(PROFILE_TEXTS.imageUploaded);
    await onUploaded(url);
  };

  return { upload, uploading: loading };
}
