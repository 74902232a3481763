import { createContext, type ReactNode, useCallback, useContext, useRef, useState } from 'react';
import { ConfirmDialog } from './ConfirmDialog';

export interface ConfirmOptions {
  title: string;
  body: string;
  /** The action's own name, e.g. «حذف اسلاید» (never a bare «تأیید»). */
  confirmLabel: string;
  /** 'danger' for what cannot be undone (the danger colour). */
  tone?: 'danger' | 'default';
  /**
   * The work itself, run while the dialog waits (its buttons disabled); the dialog closes when it ends.
   * Without it the dialog closes at once and the caller does the work after the answer.
   */
  action?: () => Promise<unknown>;
}

/** Asks; answers true when the named action was chosen (and its `action` ended), false on cancel or Escape. */
export type Confirm = (options: ConfirmOptions) => Promise<boolean>;

const ConfirmContext = createContext<Confirm | null>(null);

interface Asking {
  options: ConfirmOptions;
  answer: (yes: boolean) => void;
  /** The element that had focus when the question was asked: focus goes back to it. */
  opener: HTMLElement | null;
}

/**
 * Holds the one confirmation dialog of a screen tree (mounted once, in the admin layout) and lends
 * `useConfirm()` to everything under it. Radix's alert dialog gives focus to «انصراف» and back to the
 * element that asked.
 */
export function ConfirmProvider({ children }: { children: ReactNode }) {
  const [asking, setAsking] = useState<Asking | null>(null);
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);
  // The pending question, read by the handlers without waiting for a render.
  const current = useRef<Asking | null>(null);

  const settle = useCallback((yes: boolean) => {
    current.current?.answer(yes);
    current.current = null;
    setOpen(false);
  }, []);

  const confirm = useCallback<Confirm>(
    (options) =>
      new Promise<boolean>((answer) => {
        // A second question drops the first as not confirmed.
        current.current?.answer(false);
        const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
        current.current = { options, answer, opener };
        setAsking(current.current);
        setOpen(true);
      }),
    [],
  );

  const accept = async () => {
    const action = current.current?.options.action;
    if (action) {
      setPending(true);
      try {
        await action();
      } finally {
        setPending(false);
      }
    }
    settle(true);
  };

  const options = asking?.options;
  return (
    <ConfirmContext.Provider value={confirm}>
      {children}
      <ConfirmDialog
        open={open}
        onOpenChange={(next) => !next && settle(false)}
        title={options?.title ?? ''}
        description={options?.body ?? ''}
        confirmLabel={options?.confirmLabel ?? ''}
        destructive={options?.tone === 'danger'}
        pending={pending}
        onConfirm={() => void accept()}
        onCloseAutoFocus={(event) => {
          const opener = asking?.opener;
          if (!opener?.isConnected) return;
          event.preventDefault();
          opener.focus();
        }}
      />
    </ConfirmContext.Provider>
  );
}

/** The promise-style confirmation: `if (await confirm({ title, body, confirmLabel, tone: 'danger' })) …`. */
export function useConfirm(): Confirm {
  const confirm = useContext(ConfirmContext);
  if (!confirm) throw new Error('useConfirm needs a ConfirmProvider above it (the admin layout mounts one)');
  return confirm;
}
