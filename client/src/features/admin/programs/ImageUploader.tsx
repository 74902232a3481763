import { messages } from '@common/validation';
import { Button } from '../../../components/ui/Button';
import { ImageUploadField, type ImageUploadTexts } from '../shared/upload/ImageUploadField';
import { IMAGE_UPLOAD_TEXTS as TEXTS } from './programTexts';

const UPLOAD_TEXTS: ImageUploadTexts = {
  typeOnly: messages.imageType,
  tooLarge: messages.imageTooLarge,
  uploaded: TEXTS.uploaded,
  failed: (serverMessage) => `${TEXTS.failedPrefix}${serverMessage ?? TEXTS.unknown}`,
  choose: TEXTS.choose,
  hint: TEXTS.hint,
  uploading: TEXTS.uploading,
};

interface ImageUploaderProps {
  label: string;
  /** The stored image's address, '' when there is none. */
  value: string;
  onChange: (url: string) => void;
  /** A message for the field from the form (e.g. the server's). */
  error?: string;
  /** The preview's text for screen readers; the program picture's by default. */
  previewAlt?: string;
}

/**
 * The image uploader (spec doc 3 §2.19): the shared drop zone (checked, then sent with uploadImage) while there
 * is no image; the preview and a remove button that clears it once there is one.
 */
export function ImageUploader({
  label,
  value,
  onChange,
  error,
  previewAlt = TEXTS.preview,
}: ImageUploaderProps) {
  return (
    <div className="flex flex-col gap-2">
      <span className="text-sm font-medium text-ink-800">{label}</span>
      {value ? (
        <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
          <img
            src={value}
            alt={previewAlt}
            width={320}
            height={180}
            className="aspect-video w-full max-w-xs rounded-xl object-cover ring-1 ring-ink-100"
          />
          <Button type="button" variant="danger" size="sm" onClick={() => onChange('')}>
            {TEXTS.remove}
          </Button>
        </div>
      ) : (
        <ImageUploadField label={label} texts={UPLOAD_TEXTS} onUploaded={onChange} error={error} />
      )}
      {value && error && <p className="text-xs font-medium text-red-600">{error}</p>}
    </div>
  );
}
