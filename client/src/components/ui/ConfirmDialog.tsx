import { AlertDialog } from 'radix-ui';
import { buttonClasses } from './buttonStyles';

interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  /** The action's own name, e.g. «حذف روش پرداخت» (never a bare «تأیید»). */
  confirmLabel: string;
  onConfirm: () => void;
  /** Destructive actions get the danger colour. */
  destructive?: boolean;
  /** While the action runs: the buttons wait and the dialog stays. */
  pending?: boolean;
  /** Where focus goes when the dialog closes (by default Radix's: its trigger, when it has one). */
  onCloseAutoFocus?: (event: Event) => void;
}

/**
 * A confirmation on Radix's alert dialog: focus starts on «انصراف», Escape cancels, and only the named
 * action goes ahead; a click outside does nothing.
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  onConfirm,
  destructive = false,
  pending = false,
  onCloseAutoFocus,
}: ConfirmDialogProps) {
  return (
    <AlertDialog.Root open={open} onOpenChange={(next) => !pending && onOpenChange(next)}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-ink-900/50 backdrop-blur-sm" />
        <AlertDialog.Content
          dir="rtl"
          aria-modal="true"
          onCloseAutoFocus={onCloseAutoFocus}
          className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 animate-fade-in rounded-3xl bg-white p-6 shadow-2xl focus:outline-none"
        >
          <AlertDialog.Title className="text-lg font-extrabold text-ink-900">{title}</AlertDialog.Title>
          <AlertDialog.Description className="mt-2 leading-7 text-ink-600">
            {description}
          </AlertDialog.Description>
          <div className="mt-6 flex flex-wrap justify-end gap-3">
            <AlertDialog.Cancel className={buttonClasses('secondary')} disabled={pending}>
              انصراف
            </AlertDialog.Cancel>
            <AlertDialog.Action
              className={buttonClasses(destructive ? 'destructive' : 'primary')}
              disabled={pending}
              onClick={(event) => {
                // The dialog closes when the caller says so (after the action, or on its failure).
                event.preventDefault();
                onConfirm();
              }}
            >
              {confirmLabel}
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
