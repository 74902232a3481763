import { useMutation } from '@apollo/client/react';
import { IMAGE_MAX_BYTES } from '@common/constants';
import { isAllowedImage } from '@common/validation/upload';
import { type DragEvent, useId, useState } from 'react';
import { ImageIcon } from '../../../../components/ui/pageIcons';
import { Spinner } from '../../../../components/ui/Spinner';
import { UploadAdminImageDocument } from '../../../../gql/graphql';
import { readServerError } from '../../../../lib/serverError';
import { adminToast } from '../adminToast';

/** What one screen says around an image upload (each screen has the spec's own wording). */
export interface ImageUploadTexts {
  /** Not an image (JPG, PNG, GIF or WEBP). */
  typeOnly: string;
  /** Over 5 MB. */
  tooLarge: string;
  uploaded: string;
  /** The failure toast, given the server's message for people when it sent one. */
  failed: (serverMessage: string | null) => string;
  choose: string;
  hint: string;
  uploading: string;
}

/** The screen's message for a file that may not be sent, or null. */
export function imageFileProblem(file: File, texts: Pick<ImageUploadTexts, 'typeOnly' | 'tooLarge'>) {
  if (!isAllowedImage(file)) return texts.typeOnly;
  return file.size > IMAGE_MAX_BYTES ? texts.tooLarge : null;
}

interface ImageUploadFieldProps {
  /** The drop zone's accessible name. */
  label: string;
  texts: ImageUploadTexts;
  /** The stored image's address (what `uploadImage` answered). */
  onUploaded: (url: string) => void;
  /** A message for the field from the form (e.g. the server's), shown while the zone has none of its own. */
  error?: string;
}

/**
 * A drop zone for one image (drop it, or click / Enter to choose one): the file is checked first (an image
 * type, at most 5 MB) with the screen's messages, then sent with `uploadImage`; its address goes to
 * `onUploaded`. The caller shows the preview.
 */
export function ImageUploadField({ label, texts, onUploaded, error }: ImageUploadFieldProps) {
  const inputId = useId();
  const [upload, { loading }] = useMutation(UploadAdminImageDocument);
  const [problem, setProblem] = useState<string | null>(null);
  const [over, setOver] = useState(false);

  const send = async (file: File | undefined) => {
    if (!file) return;
    const refused = imageFileProblem(file, texts);
    setProblem(refused);
    if (refused) {
      adminToast.error(refused);
      return;
    }
    try {
      const { data } = await upload({ variables: { file } });
      if (!data) throw new Error('no upload answer');
      onUploaded(data.uploadImage.url);
      adminToast.success(texts.uploaded);
    } catch (failure) {
      const message = texts.failed(readServerError(failure).message);
      setProblem(message);
      adminToast.error(message);
    }
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    void send(event.dataTransfer.files[0]);
  };
  const message = problem ?? error;

  return (
    <div className="flex flex-col gap-1.5">
      <label
        htmlFor={inputId}
        onDragOver={(event) => {
          event.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={onDrop}
        className={`flex cursor-pointer flex-col items-center justify-center gap-2 rounded-xl border-2 border-dashed p-5 text-center text-sm focus-within:ring-2 focus-within:ring-brand-500 ${
          over ? 'border-brand-500 bg-brand-50' : 'border-ink-200 bg-white hover:bg-ink-50'
        }`}
      >
        {loading ? (
          <Spinner label={texts.uploading} />
        ) : (
          <ImageIcon className="size-7 text-ink-400" aria-hidden="true" />
        )}
        <span className="font-medium text-ink-800">{texts.choose}</span>
        <span id={`${inputId}-hint`} className="text-xs text-ink-500">
          {texts.hint}
        </span>
        <input
          id={inputId}
          type="file"
          accept="image/jpeg,image/png,image/gif,image/webp"
          className="sr-only"
          disabled={loading}
          aria-label={label}
          aria-describedby={message ? `${inputId}-hint ${inputId}-error` : `${inputId}-hint`}
          aria-invalid={message ? true : undefined}
          onChange={(event) => {
            void send(event.target.files?.[0]);
            event.target.value = '';
          }}
        />
      </label>
      {message && (
        <p id={`${inputId}-error`} role="alert" className="text-xs font-medium text-red-600">
          {message}
        </p>
      )}
    </div>
  );
}
