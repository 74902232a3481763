import { toPersianDigits } from '@common/digits';
import { useState } from 'react';
import { Button } from '../../../components/ui/Button';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog';
import { adminAction } from './adminAction';
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
  /** Sends the one call for these rows (those chosen when the button was pressed). */
  run: (ids: number[]) => Promise<BulkOutcome | undefined>;
}

interface BulkActionBarProps<T> {
  /** The chosen rows. */
  selected: readonly T[];
  rowId: (row: T) => number;
  actions: BulkAction[];
  /** A row's name in the report of refusals, as the list tells it apart (never its database id). */
  itemName: (row: T) => string;
  /** After the server answered, with the rows it did (untick them, refresh the list). */
  onDone: (done: number[]) => void;
  onClear: () => void;
  /** The toast when the call itself failed (the choice is kept, to try again). */
  failure: string;
}

const REPORTED_REFUSALS = 3;

/** The toast of a bulk action: its summary, and why the first refused items were refused. */
function report(outcome: BulkOutcome, nameOf: (id: number) => string) {
  if (outcome.failed.length === 0) return adminToast.success(outcome.message);
  const reasons = outcome.failed
    .slice(0, REPORTED_REFUSALS)
    .map((item) => `${nameOf(item.id)}: ${item.message}`)
    .join('؛ ');
  adminToast.error(`${outcome.message} — ${reasons}`);
}

/** A call that answered nothing counts as failed, so its toast says so. */
const answered = async (work: Promise<BulkOutcome | undefined>) => {
  const outcome = await work;
  if (!outcome) throw new Error('The bulk action answered nothing');
  return outcome;
};

/**
 * The bar above a list while rows are chosen: how many, the page's bulk actions (each asks first), and a way
 * to clear the choice. The result comes back as a toast (each refused item with its reason); the refused rows
 * stay chosen.
 */
export function BulkActionBar<T>({
  selected,
  rowId,
  actions,
  itemName,
  onDone,
  onClear,
  failure,
}: BulkActionBarProps<T>) {
  const [asking, setAsking] = useState<{ action: BulkAction; rows: readonly T[] } | null>(null);
  const [pending, setPending] = useState(false);
  if (selected.length === 0 && !asking) return null;

  const confirm = async () => {
    if (!asking) return;
    const { action, rows } = asking;
    setPending(true);
    const outcome = await adminAction(answered(action.run(rows.map(rowId))), { failure });
    setPending(false);
    setAsking(null);
    if (!outcome) return;
    const names = new Map(rows.map((row) => [rowId(row), itemName(row)]));
    report(outcome, (id) => names.get(id) ?? toPersianDigits(id));
    onDone(outcome.done);
  };

  return (
    <section
      aria-label="کار با موردهای انتخاب‌شده"
      className="flex flex-wrap items-center gap-3 rounded-xl bg-brand-50 px-4 py-3 text-sm ring-1 ring-brand-200"
    >
      <span className="font-medium text-ink-900">{toPersianDigits(selected.length)} مورد انتخاب شده</span>
      {actions.map((action) => (
        <Button
          key={action.label}
          size="sm"
          variant={action.destructive ? 'danger' : 'primary'}
          onClick={() => setAsking({ action, rows: selected })}
        >
          {action.label}
        </Button>
      ))}
      <Button size="sm" variant="ghost" onClick={onClear}>
        لغو انتخاب
      </Button>
      <ConfirmDialog
        open={asking !== null}
        onOpenChange={(open) => !open && !pending && setAsking(null)}
        title={asking?.action.confirmTitle ?? ''}
        description={asking?.action.confirmDescription ?? ''}
        confirmLabel={asking?.action.confirmLabel ?? ''}
        destructive={asking?.action.destructive}
        onConfirm={() => void confirm()}
        pending={pending}
      />
    </section>
  );
}
