import { courseCategoryLabels, courseLevelLabels, labelOf } from '@common/labels';

/** The category and level chips of a course. */
export function CourseBadges({ category, level }: { category: string; level: string }) {
  return (
    <div className="flex flex-wrap gap-2 text-xs font-medium">
      <span className="rounded-full bg-brand-50 px-3 py-1 text-brand-700">
        {labelOf(courseCategoryLabels, category)}
      </span>
      <span className="rounded-full bg-accent-50 px-3 py-1 text-accent-700">
        {labelOf(courseLevelLabels, level)}
      </span>
    </div>
  );
}
