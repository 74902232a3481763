import { VIDEO_EXTENSIONS, VIDEO_MIME_TYPES } from '@common/constants';
import { toPersianDigits } from '@common/digits';
import { checkVideoFile } from '@common/validation/upload';
import { type ChangeEvent, useId, useRef } from 'react';
import { Button } from '../../../../components/ui/Button';
import { buttonClasses } from '../../../../components/ui/buttonStyles';
import { ProgressBar } from '../../../../components/ui/ProgressBar';
import type { UploadedVideo } from './uploadAnswer';
import { uploadTexts } from './uploadTexts';
import { type TusOverrides, type UploadStatus, useResumableUpload } from './useResumableUpload';

const ACCEPT = [...VIDEO_EXTENSIONS.map((ext) => `.${ext}`), ...VIDEO_MIME_TYPES].join(',');

const STATUS_TEXT: Partial<Record<UploadStatus, string>> = {
  uploading: uploadTexts.uploading,
  paused: uploadTexts.paused,
  offline: uploadTexts.offline,
  done: uploadTexts.done,
};

interface VideoUploadFieldProps {
  /** What the video is for (a lesson's title), read out with the field. */
  label: string;
  onUploaded(video: UploadedVideo): void;
  /** The text of the choose button ('انتخاب ویدیو' unless given, e.g. 'جایگزینی ویدیو'). */
  chooseText?: string;
  disabled?: boolean;
  /** The tus client's transport and storage (tests). */
  tus?: TusOverrides;
}

/**
 * Chooses a course video and uploads it resumably: the type and size checked first with the shared
 * messages, then a progress bar with the Persian percentage, pause / resume / cancel, and the error.
 */
export function VideoUploadField({ label, onUploaded, chooseText, disabled, tus }: VideoUploadFieldProps) {
  const upload = useResumableUpload(onUploaded, tus);
  const chosen = useRef<File | null>(null);
  const hintId = useId();
  const { status, percent, error, fileName } = upload;
  const active = status === 'uploading' || status === 'paused' || status === 'offline';

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Cleared, so choosing the same file again (after a reload or a failure) is a change too.
    event.target.value = '';
    if (!file) return;
    chosen.current = file;
    upload.start(file);
  };
  const retry = () => {
    if (chosen.current) upload.start(chosen.current);
  };
  const canRetry = status === 'error' && chosen.current !== null && checkVideoFile(chosen.current) === null;

  return (
    <fieldset className="flex min-w-0 flex-col gap-3">
      <legend className="sr-only">{label}</legend>
      <div className="flex flex-wrap items-center gap-3">
        <label
          className={`${buttonClasses('secondary', 'sm')} cursor-pointer focus-within:ring-2 focus-within:ring-brand-500 ${active || disabled ? 'pointer-events-none opacity-60' : ''}`}
        >
          {chooseText ?? uploadTexts.choose}
          <input
            type="file"
            accept={ACCEPT}
            className="sr-only"
            aria-describedby={hintId}
            disabled={active || disabled}
            onChange={choose}
          />
        </label>
        <span id={hintId} className="text-xs text-ink-500">
          {uploadTexts.hint}
        </span>
      </div>
      {fileName && status !== 'idle' && (
        <p dir="auto" className="truncate text-sm text-ink-700">
          {fileName}
        </p>
      )}
      {(active || status === 'done') && (
        <div className="flex items-center gap-3">
          <ProgressBar value={percent} label={`${uploadTexts.progress}: ${label}`} className="flex-1" />
          <span className="min-w-12 text-sm font-medium text-ink-700 tabular-nums">
            {toPersianDigits(percent)}٪
          </span>
        </div>
      )}
      <p role="status" className="text-sm text-ink-600 empty:hidden">
        {STATUS_TEXT[status] ?? ''}
      </p>
      {error && status === 'error' && (
        <p role="alert" className="text-sm font-medium text-red-600">
          {error}
        </p>
      )}
      {(active || canRetry) && (
        <div className="flex flex-wrap gap-2">
          {status === 'uploading' && (
            <Button variant="outline" size="sm" onClick={upload.pause}>
              {uploadTexts.pause}
            </Button>
          )}
          {(status === 'paused' || status === 'offline') && (
            <Button variant="outline" size="sm" onClick={upload.resume}>
              {uploadTexts.resume}
            </Button>
          )}
          {canRetry && (
            <Button variant="outline" size="sm" onClick={retry}>
              {uploadTexts.retry}
            </Button>
          )}
          {active && (
            <Button variant="danger" size="sm" onClick={upload.cancel}>
              {uploadTexts.cancel}
            </Button>
          )}
        </div>
      )}
    </fieldset>
  );
}
