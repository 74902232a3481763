import { toPersianDigits } from '@common/digits';
import { Button } from '../../components/ui/Button';
import { ChevronEndIcon, ChevronStartIcon } from '../../components/ui/icons';

interface NotificationsPagerProps {
  /** 1-based. */
  page: number;
  totalPages: number;
  onPage: (page: number) => void;
}

/** Previous / next with 'صفحه‌ی ۲ از ۵'. */
export function NotificationsPager({ page, totalPages, onPage }: NotificationsPagerProps) {
  if (totalPages <= 1) return null;
  return (
    <nav aria-label="صفحه‌بندی اعلان‌ها" className="flex items-center justify-between gap-3">
      <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        <ChevronStartIcon className="size-4" />
        صفحه‌ی قبل
      </Button>
      <p className="text-sm text-ink-600" aria-live="polite">
        صفحه‌ی {toPersianDigits(page)} از {toPersianDigits(totalPages)}
      </p>
      <Button variant="outline" size="sm" disabled={page >= totalPages} onClick={() => onPage(page + 1)}>
        صفحه‌ی بعد
        <ChevronEndIcon className="size-4" />
      </Button>
    </nav>
  );
}
