import { toPersianDigits } from '@common/digits';
import { lessonContentTypeLabels } from '@common/labels';
import { useState } from 'react';
import { Button } from '../../../../components/ui/Button';
import { ConfirmDialog } from '../../../../components/ui/ConfirmDialog';
import { TrashIcon } from '../../../../components/ui/pageIcons';
import type { AdminCourseVideosQuery } from '../../../../gql/graphql';
import { StatusBadge } from '../../shared/StatusBadge';
import { VideoUploadField } from '../../shared/upload/VideoUploadField';
import { useLessonVideo } from './useLessonVideo';
import { VIDEO_TEXTS } from './videoTexts';

type Course = NonNullable<AdminCourseVideosQuery['adminCourse']>;
export type VideoLesson = Course['chapters'][number]['lessons'][number];

/** One lesson: its video (played when it is an uploaded file, linked when it is another site's), upload/replace and remove. */
export function LessonVideoRow({ lesson }: { lesson: VideoLesson }) {
  const { save, remove, saving } = useLessonVideo(lesson.id);
  const [confirming, setConfirming] = useState(false);
  const hasVideo = Boolean(lesson.videoUrl || lesson.videoKey);

  const confirmRemove = async () => {
    await remove();
    setConfirming(false);
  };

  return (
    <li className="flex flex-col gap-4 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-ink-100 sm:p-5">
      <div className="flex flex-wrap items-center gap-2">
        <h3 className="font-bold text-ink-900">{lesson.title}</h3>
        <span className="text-xs text-ink-500">
          {lessonContentTypeLabels[lesson.contentType]}
          {lesson.durationMinutes > 0 && ` · ${toPersianDigits(lesson.durationMinutes)} دقیقه`}
        </span>
        {lesson.isFree && <StatusBadge label={VIDEO_TEXTS.free} tone="working" />}
        <StatusBadge
          label={hasVideo ? VIDEO_TEXTS.hasVideo : VIDEO_TEXTS.noVideo}
          tone={hasVideo ? 'done' : 'waiting'}
        />
      </div>
      {lesson.videoKey && lesson.videoUrl && (
        // biome-ignore lint/a11y/useMediaCaption: uploaded lesson videos come without caption files.
        <video
          controls
          preload="metadata"
          src={lesson.videoUrl}
          aria-label={VIDEO_TEXTS.player(lesson.title)}
          className="aspect-video w-full max-w-2xl rounded-xl bg-ink-900"
        />
      )}
      {!lesson.videoKey && lesson.videoUrl && (
        <p className="text-sm text-ink-600">
          {VIDEO_TEXTS.externalLink}:{' '}
          <a
            href={lesson.videoUrl}
            target="_blank"
            rel="noreferrer noopener"
            dir="ltr"
            className="text-brand-700 underline"
          >
            {lesson.videoUrl}
          </a>
        </p>
      )}
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <VideoUploadField
          label={lesson.title}
          chooseText={hasVideo ? VIDEO_TEXTS.replace : VIDEO_TEXTS.upload}
          disabled={saving}
          onUploaded={(video) => void save(video)}
        />
        {hasVideo && (
          <Button variant="danger" size="sm" onClick={() => setConfirming(true)} disabled={saving}>
            <TrashIcon className="size-4" />
            {VIDEO_TEXTS.remove}
          </Button>
        )}
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={VIDEO_TEXTS.confirmRemoveTitle(lesson.title)}
        description={VIDEO_TEXTS.confirmRemoveText}
        confirmLabel={VIDEO_TEXTS.remove}
        destructive
        pending={saving}
        onConfirm={() => void confirmRemove()}
      />
    </li>
  );
}
