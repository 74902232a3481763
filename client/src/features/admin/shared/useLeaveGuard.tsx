import {
  createContext,
  type MouseEvent,
  type ReactNode,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useNavigate } from 'react-router-dom';
import { setHistoryBlocker } from '../../../app/historyBlocker';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog';

interface LeaveGuard {
  setDirty(dirty: boolean): void;
  /** Runs `leave` at once, or after the admin confirms when a form has unsaved changes. */
  confirmLeave(leave: () => void): void;
}

const LeaveGuardContext = createContext<LeaveGuard | null>(null);

/**
 * The admin area's guard for unsaved forms: the form says it is dirty, and the area's own links and cancel
 * buttons ask before leaving it. The declarative router cannot block history, so the browser's back and
 * forward buttons are caught here (see `useHistoryGuard`); the browser itself asks on reload and close.
 */
export function LeaveGuardProvider({ children }: { children: ReactNode }) {
  const dirty = useRef(false);
  const formIndex = useRef<number | undefined>(undefined);
  const [pending, setPending] = useState<(() => void) | null>(null);
  const guard = useMemo<LeaveGuard>(
    () => ({
      setDirty: (value) => {
        dirty.current = value;
        formIndex.current = value ? historyIndex(window.history.state) : undefined;
      },
      confirmLeave: (leave) => (dirty.current ? setPending(() => leave) : leave()),
    }),
    [],
  );
  useHistoryGuard(dirty, formIndex, guard);
  return (
    <LeaveGuardContext.Provider value={guard}>
      {children}
      <ConfirmDialog
        open={pending !== null}
        onOpenChange={(open) => !open && setPending(null)}
        title="خروج بدون ذخیره"
        description="تغییرات این فرم ذخیره نشده است. اگر خارج شوید از بین می‌رود."
        confirmLabel="خروج بدون ذخیره"
        destructive
        onConfirm={() => {
          dirty.current = false;
          const leave = pending;
          setPending(null);
          leave?.();
        }}
      />
    </LeaveGuardContext.Provider>
  );
}

/** The position react-router's browser history keeps in each entry's state. */
const historyIndex = (state: unknown): number | undefined => {
  const idx = (state as { idx?: unknown } | null)?.idx;
  return typeof idx === 'number' ? idx : undefined;
};

/**
 * Back and forward while a form is dirty: the step is taken over before the router hears it (see
 * app/historyBlocker), undone with `history.go`, and the admin asked; leaving replays it with the guard
 * down. No extra history entry is pushed, so history stays as the admin made it.
 */
function useHistoryGuard(
  dirty: { current: boolean },
  formIndex: { current: number | undefined },
  guard: LeaveGuard,
) {
  useEffect(() => {
    let reverting = false;
    setHistoryBlocker((event) => {
      if (reverting) {
        reverting = false;
        return true;
      }
      const here = historyIndex(event.state);
      const from = formIndex.current;
      if (!dirty.current || here === undefined || from === undefined || from === here) return false;
      reverting = true;
      window.history.go(from - here);
      guard.confirmLeave(() => window.history.go(here - from));
      return true;
    });
    return () => setHistoryBlocker(null);
  }, [dirty, formIndex, guard]);
}

/** What the guard reads of a react-hook-form form: its change events. */
interface WatchedForm {
  watch(callback: (values: unknown, info: { type?: string }) => void): { unsubscribe(): void };
}

/**
 * Marks the page's form dirty once a field is changed by the admin, clean again when the form is reset (after
 * a save), for the guard; and asks the browser on reload or close while it is dirty.
 */
export function useLeaveGuard(form: WatchedForm): void {
  const [dirty, setDirty] = useState(false);
  useEffect(() => {
    const subscription = form.watch((_, { type }) => setDirty(type === 'change'));
    return () => subscription.unsubscribe();
  }, [form]);
  useLeaveGuardWhile(dirty);
}

/** The guard for a page that knows itself when it holds unsaved changes (e.g. a form edited through setValue). */
export function useLeaveGuardWhile(dirty: boolean): void {
  const guard = useContext(LeaveGuardContext);
  useEffect(() => {
    guard?.setDirty(dirty);
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => {
      window.removeEventListener('beforeunload', warn);
      guard?.setDirty(false);
    };
  }, [dirty, guard]);
}

/**
 * Runs `leave` at once, or after the admin confirms while a form holds unsaved changes: for closing a form
 * that stays on the page (an inline editor's «انصراف», opening another row in it).
 */
export function useConfirmLeave(): (leave: () => void) => void {
  const guard = useContext(LeaveGuardContext);
  return (leave) => (guard ? guard.confirmLeave(leave) : leave());
}

/** Leaving to `to` through the guard: for cancel buttons, and for links as `onClick={guardedLink(to)}`. */
export function useGuardedLeave() {
  const guard = useContext(LeaveGuardContext);
  const navigate = useNavigate();
  const leave = (to: string) => (guard ? guard.confirmLeave(() => navigate(to)) : navigate(to));
  const guardedLink = (to: string) => (event: MouseEvent) => {
    if (!guard || event.defaultPrevented || event.metaKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    leave(to);
  };
  return { leave, guardedLink };
}
