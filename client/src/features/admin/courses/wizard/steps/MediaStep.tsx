import { IMAGE_MAX_BYTES } from '@common/constants';
import { messages } from '@common/validation/messages';
import { videoEmbedUrl } from '@common/video-link';
import { useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { Button } from '../../../../../components/ui/Button';
import { FormField } from '../../../../../components/ui/FormField';
import { SwitchField } from '../../../../../components/ui/SwitchField';
import { TextField } from '../../../../../components/ui/TextField';
import type { CourseDraft } from '../courseDraft';
import { useObjectUrl } from '../useObjectUrl';

/** The course thumbnail's types (spec doc 3 §2.8: JPG, PNG, WEBP; at most 5 MB). */
const THUMBNAIL_TYPES = ['image/jpeg', 'image/png', 'image/webp'];
export const THUMBNAIL_TYPE_MESSAGE = 'فقط تصویر JPG، PNG یا WEBP قابل قبول است';
export const TRAILER_LINK_MESSAGE = 'لینک پیش‌نمایش باید از یوتیوب، ویمئو یا آپارات باشد';

export function thumbnailProblem(file: File): string | null {
  if (!THUMBNAIL_TYPES.includes(file.type)) return THUMBNAIL_TYPE_MESSAGE;
  return file.size > IMAGE_MAX_BYTES ? messages.imageTooLarge : null;
}

interface MediaStepProps {
  form: UseFormReturn<CourseDraft>;
  thumbnailFile: File | null;
  onThumbnailFile: (file: File | null) => void;
}

/** Step 4: thumbnail (file or address), trailer link with a live preview, and the two display switches. */
export function MediaStep({ form, thumbnailFile, onThumbnailFile }: MediaStepProps) {
  const { watch, formState } = form;
  const [fileError, setFileError] = useState<string | null>(null);
  // The server's reason for refusing the file lands on `thumbnail`, a field the form does not hold itself.
  const serverThumbnailError = (formState.errors as Record<string, { message?: string } | undefined>)
    .thumbnail?.message;
  const preview = useObjectUrl(thumbnailFile) ?? (watch('thumbnailUrl') || null);
  const trailer = watch('trailerVideoUrl');
  const embed = videoEmbedUrl(trailer);
  const trailerError =
    formState.errors.trailerVideoUrl?.message ??
    (trailer.trim() && !embed ? TRAILER_LINK_MESSAGE : undefined);

  const choose = (file: File | undefined) => {
    if (!file) return;
    const problem = thumbnailProblem(file);
    setFileError(problem);
    if (!problem) onThumbnailFile(file);
  };

  return (
    <div className="flex flex-col gap-6">
      <section aria-labelledby="thumbnail-heading" className="flex flex-col gap-3">
        <h3 id="thumbnail-heading" className="font-bold text-ink-900">
          تصویر دوره
        </h3>
        <div className="grid gap-4 md:grid-cols-2">
          <div className="flex aspect-video items-center justify-center overflow-hidden rounded-2xl bg-ink-100">
            {preview ? (
              <img
                src={preview}
                alt="پیش‌نمایش تصویر دوره"
                width={640}
                height={360}
                className="size-full object-cover"
              />
            ) : (
              <span className="text-sm text-ink-500">تصویری انتخاب نشده است</span>
            )}
          </div>
          <div className="flex flex-col gap-3">
            <FormField
              label="فایل تصویر"
              hint="JPG، PNG یا WEBP، حداکثر ۵ مگابایت؛ نسبت ۱۶:۹ پیشنهاد می‌شود."
              error={fileError ?? serverThumbnailError}
            >
              <input
                type="file"
                accept={THUMBNAIL_TYPES.join(',')}
                onChange={(event) => choose(event.target.files?.[0])}
                className="text-sm file:me-3 file:rounded-lg file:border-0 file:bg-brand-50 file:px-3 file:py-2 file:text-brand-700"
              />
            </FormField>
            {thumbnailFile && (
              <Button variant="danger" size="sm" className="self-start" onClick={() => onThumbnailFile(null)}>
                برداشتن فایل انتخاب‌شده
              </Button>
            )}
            <TextField form={form} name="thumbnailUrl" label="یا نشانی تصویر" latin inputMode="url" />
          </div>
        </div>
      </section>

      <section aria-labelledby="trailer-heading" className="flex flex-col gap-3">
        <h3 id="trailer-heading" className="font-bold text-ink-900">
          ویدیوی پیش‌نمایش
        </h3>
        <TextField
          form={form}
          name="trailerVideoUrl"
          label="لینک پیش‌نمایش"
          hint="لینک یوتیوب، ویمئو یا آپارات"
          error={trailerError}
          latin
          inputMode="url"
        />
        {embed && (
          <div className="aspect-video overflow-hidden rounded-2xl bg-ink-900">
            <iframe
              src={embed}
              title="پیش‌نمایش ویدیوی دوره"
              className="size-full"
              allow="encrypted-media; picture-in-picture; fullscreen"
              referrerPolicy="strict-origin-when-cross-origin"
              sandbox="allow-scripts allow-same-origin allow-presentation"
            />
          </div>
        )}
        <div className="flex flex-col gap-3 sm:flex-row sm:gap-8">
          <SwitchField form={form} name="autoPlayTrailer" label="پخش خودکار پیش‌نمایش" />
          <SwitchField form={form} name="showThumbnailOverlay" label="نمایش تصویر روی پیش‌نمایش" />
        </div>
      </section>
    </div>
  );
}
