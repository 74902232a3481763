import { StatusBadge } from '../shared/StatusBadge';

interface Status {
  isPublished: boolean;
  hasUnpublishedChanges: boolean;
}

/** Published or draft, and whether the draft has changes the public page does not show yet. */
export function LayoutStatus({ layout }: { layout: Status }) {
  return (
    <span className="inline-flex flex-wrap gap-1">
      {layout.isPublished ? (
        <StatusBadge label="منتشرشده" tone="done" />
      ) : (
        <StatusBadge label="پیش‌نویس" tone="waiting" />
      )}
      {layout.isPublished && layout.hasUnpublishedChanges && (
        <StatusBadge label="تغییرات منتشرنشده" tone="working" />
      )}
    </span>
  );
}
