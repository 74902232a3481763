import { toPersianDigits } from '@common/digits';
import { useState } from 'react';
import { Button } from '../../../components/ui/Button';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog';
import { readServerError } from '../../../lib/serverError';
import { adminToast } from './adminToast';

/** What the server answers a bulk action (BulkResult). */
export interface BulkOutcome {
  done: number[];
  failed: { id: number; message: string }[];
  message: string;
}

export interface BulkAction {
  /** The bar's button, e.g. «تأیید انتخاب‌شده‌ها». */
  label: string;
  confirmTitle: string;
  confirmDescription: string;
  confirmLabel: string;
  destructive?: boolean;
  /** Sends the one call for every chosen row. */
  run: () => Promise<BulkOutcome | undefined>;
}

interface BulkActionBarProps {
  count: number;
  actions: BulkAction[];
  /** An item's name in the report of refusals, e.g. (13) → «کمک ۱۳». */
  itemName: (id: number) => string;
  /** After the call answered (refresh the list, clear the choice). */
  onDone: () => void;
  onClear: () => void;
  /** The toast when the call itself failed. */
  failure: string;
}

const REPORTED_REFUSALS = 3;

/** The toast of a bulk action: its summary, and why the first refused items were refused. */
function report(outcome: BulkOutcome, itemName: (id: number) => string) {
  if (outcome.failed.length === 0) return adminToast.success(outcome.message);
  const reasons = outcome.failed
    .slice(0, REPORTED_REFUSALS)
    .map((item) => `${itemName(item.id)}: ${item.message}`)
    .join('؛ ');
  adminToast.error(`${outcome.message} — ${reasons}`);
}

/**
 * The bar above a list while rows are chosen: how many, the page's bulk actions (each asks first), and a way
 * to clear the choice. The result comes back as a toast (each refused item with its reason).
 */
export function BulkActionBar({ count, actions, itemName, onDone, onClear, failure }: BulkActionBarProps) {
  const [asking, setAsking] = useState<BulkAction | null>(null);
  const [pending, setPending] = useState(false);
  if (count === 0) return null;

  const confirm = async () => {
    if (!asking) return;
    setPending(true);
    try {
      const outcome = await asking.run();
      if (outcome) report(outcome, itemName);
    } catch (error) {
      adminToast.error(readServerError(error).message ?? failure);
    }
    setPending(false);
    setAsking(null);
    onDone();
  };

  return (
    <section
      aria-label="کار با موردهای انتخاب‌شده"
      className="flex flex-wrap items-center gap-3 rounded-xl bg-brand-50 px-4 py-3 text-sm ring-1 ring-brand-200"
    >
      <span className="font-medium text-ink-900">{toPersianDigits(count)} مورد انتخاب شده</span>
      {actions.map((action) => (
        <Button
          key={action.label}
          size="sm"
          variant={action.destructive ? 'danger' : 'primary'}
          onClick={() => setAsking(action)}
        >
          {action.label}
        </Button>
      ))}
      <Button size="sm" variant="ghost" onClick={onClear}>
        لغو انتخاب
      </Button>
      <ConfirmDialog
        open={asking !== null}
        onOpenChange={(open) => !open && setAsking(null)}
        title={asking?.confirmTitle ?? ''}
        description={asking?.confirmDescription ?? ''}
        confirmLabel={asking?.confirmLabel ?? ''}
        destructive={asking?.destructive}
        onConfirm={() => void confirm()}
        pending={pending}
      />
    </section>
  );
}
