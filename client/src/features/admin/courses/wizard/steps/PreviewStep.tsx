import { COURSE_PREVIEW_CHAPTERS, COURSE_PREVIEW_SKILLS } from '@common/constants';
import { toPersianDigits } from '@common/digits';
import { courseCategoryLabels, courseLevelLabels } from '@common/labels';
import { formatPrice } from '@common/money';
import { coursePublishChecklist } from '@common/validation/course-publish';
import { parseNumberInput } from '@common/validation/fields';
import { videoEmbedUrl } from '@common/video-link';
import { CloseIcon } from '../../../../../components/ui/icons';
import { ProgressBar } from '../../../../../components/ui/ProgressBar';
import { CheckIcon, ImageIcon } from '../../../../../components/ui/pageIcons';
import type { CourseDraft } from '../courseDraft';
import { formatMinutes } from '../syllabus/formatMinutes';
import { chapterMinutes } from '../syllabus/syllabus';
import { useObjectUrl } from '../useObjectUrl';

const CHECKLIST_LABELS = {
  title: 'عنوان دوره',
  category: 'دسته‌بندی',
  level: 'سطح دوره',
  description: 'توضیحات دوره',
  whatYouWillLearn: 'اهداف یادگیری',
  chapters: 'حداقل یک فصل',
  skills: 'حداقل ۳ مهارت کلیدی',
} as const;

/** Step 6: the 7-item checklist that gates publishing and the catalogue card as it will look (spec doc 3 §2.8). */
export function PreviewStep({ course, thumbnailFile }: { course: CourseDraft; thumbnailFile: File | null }) {
  const thumbnail = useObjectUrl(thumbnailFile) ?? (course.thumbnailUrl || null);
  const checklist = coursePublishChecklist(course);
  const passed = checklist.filter((item) => item.ok).length;
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <section aria-labelledby="checklist-heading" className="flex flex-col gap-3">
        <h3 id="checklist-heading" className="font-bold text-ink-900">
          آمادگی برای انتشار: {toPersianDigits(`${passed}/${checklist.length}`)}
        </h3>
        <ProgressBar value={(passed / checklist.length) * 100} label="آمادگی برای انتشار" />
        <ul className="flex flex-col gap-2">
          {checklist.map((item) => (
            <li key={item.key} className="flex items-center gap-2 text-sm">
              {item.ok ? (
                <CheckIcon className="size-4 text-emerald-600" />
              ) : (
                <CloseIcon className="size-4 text-red-500" />
              )}
              <span className={item.ok ? 'text-ink-800' : 'text-red-700'}>
                {item.ok ? CHECKLIST_LABELS[item.key] : item.message}
              </span>
              <span className="sr-only">{item.ok ? '(کامل)' : '(ناقص)'}</span>
            </li>
          ))}
        </ul>
        {passed === checklist.length && (
          <p role="status" className="rounded-xl bg-emerald-50 p-3 text-sm text-emerald-800">
            دوره آماده‌ی انتشار است؛ پس از انتشار برای دانشجویان نمایش داده می‌شود.
          </p>
        )}
      </section>
      <CardPreview course={course} thumbnail={thumbnail} />
    </div>
  );
}

function CardPreview({ course, thumbnail }: { course: CourseDraft; thumbnail: string | null }) {
  const minutes = course.chapters.reduce((sum, chapter) => sum + chapterMinutes(chapter), 0);
  const price = parseNumberInput(course.price) ?? 0;
  const extraSkills = course.skills.length - COURSE_PREVIEW_SKILLS;
  const extraChapters = course.chapters.length - COURSE_PREVIEW_CHAPTERS;
  return (
    <section aria-labelledby="card-preview-heading" className="flex flex-col gap-3">
      <h3 id="card-preview-heading" className="font-bold text-ink-900">
        پیش‌نمایش کارت دوره
      </h3>
      <article className="overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-ink-100">
        <div className="relative flex aspect-video items-center justify-center bg-ink-100">
          {thumbnail ? (
            <img src={thumbnail} alt="" width={640} height={360} className="size-full object-cover" />
          ) : (
            <ImageIcon className="size-10 text-ink-400" />
          )}
          <div className="absolute top-3 start-3 flex gap-2">
            {videoEmbedUrl(course.trailerVideoUrl) && (
              <span className="rounded-full bg-ink-900/80 px-2.5 py-1 text-xs text-white">
                پیش‌نمایش ویدیویی
              </span>
            )}
            {price === 0 && (
              <span className="rounded-full bg-emerald-600 px-2.5 py-1 text-xs text-white">رایگان</span>
            )}
          </div>
        </div>
        <div className="flex flex-col gap-3 p-4">
          <p className="text-xs text-ink-500">
            {course.category ? courseCategoryLabels[course.category] : 'بدون دسته‌بندی'} ·{' '}
            {course.level ? courseLevelLabels[course.level] : 'بدون سطح'}
          </p>
          <h4 className="text-lg font-bold text-ink-900">{course.title || 'عنوان دوره'}</h4>
          {course.shortDescription && <p className="text-sm text-ink-600">{course.shortDescription}</p>}
          <p className="text-sm text-ink-600">
            {formatMinutes(minutes)} · {toPersianDigits(course.chapters.length)} فصل
          </p>
          {course.skills.length > 0 && (
            <ul aria-label="مهارت‌ها" className="flex flex-wrap gap-1.5">
              {course.skills.slice(0, COURSE_PREVIEW_SKILLS).map((skill) => (
                <li key={skill} className="rounded-full bg-brand-50 px-2 py-0.5 text-xs text-brand-800">
                  {skill}
                </li>
              ))}
              {extraSkills > 0 && (
                <li className="px-1 text-xs text-ink-500">و {toPersianDigits(extraSkills)} مهارت دیگر</li>
              )}
            </ul>
          )}
          {course.chapters.length > 0 && (
            <ol aria-label="فصل‌ها" className="flex flex-col gap-1 text-sm text-ink-700">
              {course.chapters.slice(0, COURSE_PREVIEW_CHAPTERS).map((chapter) => (
                <li key={chapter.key}>
                  {toPersianDigits(chapter.chapterOrder)}. {chapter.title}
                </li>
              ))}
              {extraChapters > 0 && (
                <li className="text-xs text-ink-500">و {toPersianDigits(extraChapters)} فصل دیگر</li>
              )}
            </ol>
          )}
          <p className="font-bold text-brand-700">{formatPrice(price)}</p>
        </div>
      </article>
    </section>
  );
}
