import { Button } from '../../components/ui/Button';
import { CheckIcon, TrashIcon } from '../../components/ui/pageIcons';
import type { NotificationFieldsFragment } from '../../gql/graphql';
import { NotificationSummary } from './NotificationSummary';
import { NOTIFICATION_TEXTS } from './notificationTexts';

interface NotificationRowProps {
  notification: NotificationFieldsFragment;
  onOpen: (notification: NotificationFieldsFragment) => void;
  onMarkRead: (id: number) => void;
  onDelete: (id: number) => void;
}

/** One line of /notifications: the summary (opens it) with 'mark read' and 'delete' beside. */
export function NotificationRow({ notification, onOpen, onMarkRead, onDelete }: NotificationRowProps) {
  const { id, isRead, title } = notification;
  return (
    <li
      className={`flex flex-col gap-3 rounded-2xl p-4 ring-1 transition-colors sm:flex-row sm:items-start ${isRead ? 'bg-white ring-ink-100' : 'bg-brand-50/60 ring-brand-100'}`}
    >
      <button
        type="button"
        onClick={() => onOpen(notification)}
        className="flex min-w-0 flex-1 rounded-xl text-start"
      >
        <NotificationSummary notification={notification} />
      </button>
      <div className="flex shrink-0 items-center gap-1 self-end sm:self-start">
        {!isRead && (
          <Button
            variant="ghost"
            size="sm"
            aria-label={`${NOTIFICATION_TEXTS.markOne}: ${title}`}
            title={NOTIFICATION_TEXTS.markOne}
            onClick={() => onMarkRead(id)}
          >
            <CheckIcon className="size-4" />
            <span className="max-sm:sr-only">خواندم</span>
          </Button>
        )}
        <Button variant="danger" size="sm" aria-label={`حذف اعلان: ${title}`} onClick={() => onDelete(id)}>
          <TrashIcon className="size-4" />
          <span className="max-sm:sr-only">حذف</span>
        </Button>
      </div>
    </li>
  );
}
