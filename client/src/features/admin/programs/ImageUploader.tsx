import { useMutation } from '@apollo/client/react';
import { checkImageFile } from '@common/validation/upload';
import { type DragEvent, useId, useState } from 'react';
import { Button } from '../../../components/ui/Button';
import { ImageIcon } from '../../../components/ui/icons';
import { Spinner } from '../../../components/ui/Spinner';
import { UploadProgramImageDocument } from '../../../gql/graphql';
import { readServerError } from '../../../lib/serverError';
import { adminToast } from '../shared/adminToast';
import { IMAGE_UPLOAD_TEXTS as TEXTS } from './programTexts';

interface ImageUploaderProps {
  label: string;
  /** The stored image's address, '' when there is none. */
  value: string;
  onChange: (url: string) => void;
  /** A message for the field from the form (e.g. the server's). */
  error?: string;
}

/**
 * The image uploader (spec doc 3 §2.19): drop an image on the box or click it to choose one; the file is
 * checked (an image type, at most 5 MB, the spec's messages), sent with uploadImage, and its address becomes
 * the value; the preview shows it and the remove button clears it.
 */
export function ImageUploader({ label, value, onChange, error }: ImageUploaderProps) {
  const inputId = useId();
  const hintId = `${inputId}-hint`;
  const [upload, { loading }] = useMutation(UploadProgramImageDocument);
  const [problem, setProblem] = useState<string | null>(null);
  const [over, setOver] = useState(false);

  const send = async (file: File | undefined) => {
    if (!file) return;
    const refused = checkImageFile(file);
    setProblem(refused);
    if (refused) {
      adminToast.error(refused);
      return;
    }
    try {
      const { data } = await upload({ variables: { file } });
      if (!data) throw new Error('no upload answer');
      onChange(data.uploadImage.url);
      adminToast.success(TEXTS.uploaded);
    } catch (failure) {
      adminToast.error(`${TEXTS.failedPrefix}${readServerError(failure).message ?? TEXTS.unknown}`);
    }
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    void send(event.dataTransfer.files[0]);
  };
  const message = problem ?? error;

  return (
    <div className="flex flex-col gap-2">
      <span className="text-sm font-medium text-ink-800">{label}</span>
      {value ? (
        <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
          <img
            src={value}
            alt={TEXTS.preview}
            width={320}
            height={180}
            className="aspect-video w-full max-w-xs rounded-xl object-cover ring-1 ring-ink-100"
          />
          <Button type="button" variant="danger" size="sm" onClick={() => onChange('')}>
            {TEXTS.remove}
          </Button>
        </div>
      ) : (
        <label
          htmlFor={inputId}
          onDragOver={(event) => {
            event.preventDefault();
            setOver(true);
          }}
          onDragLeave={() => setOver(false)}
          onDrop={onDrop}
          className={`flex cursor-pointer flex-col items-center justify-center gap-2 rounded-xl border-2 border-dashed p-6 text-center text-sm focus-within:ring-2 focus-within:ring-brand-500 ${
            over ? 'border-brand-500 bg-brand-50' : 'border-ink-200 bg-white hover:bg-ink-50'
          }`}
        >
          {loading ? (
            <Spinner label={TEXTS.uploading} />
          ) : (
            <ImageIcon className="size-8 text-ink-400" aria-hidden="true" />
          )}
          <span className="font-medium text-ink-800">{TEXTS.choose}</span>
          <span id={hintId} className="text-xs text-ink-500">
            {TEXTS.hint}
          </span>
          <input
            id={inputId}
            type="file"
            accept="image/*"
            className="sr-only"
            disabled={loading}
            aria-label={label}
            aria-describedby={message ? `${hintId} ${inputId}-error` : hintId}
            aria-invalid={message ? true : undefined}
            onChange={(event) => {
              void send(event.target.files?.[0]);
              event.target.value = '';
            }}
          />
        </label>
      )}
      {message && (
        <p id={`${inputId}-error`} className="text-xs font-medium text-red-600">
          {message}
        </p>
      )}
    </div>
  );
}
