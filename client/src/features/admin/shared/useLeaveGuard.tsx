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
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog';

interface LeaveGuard {
  setDirty(dirty: boolean): void;
  /** Runs `leave` at once, or after the admin confirms when a form has unsaved changes. */
  confirmLeave(leave: () => void): void;
}

const LeaveGuardContext = createContext<LeaveGuard | null>(null);

/**
 * The admin area's guard for unsaved forms (the declarative router cannot block navigation): the form says
 * it is dirty, and the area's own links and cancel buttons ask before leaving it. The browser asks on
 * reload and close.
 */
export function LeaveGuardProvider({ children }: { children: ReactNode }) {
  const dirty = useRef(false);
  const [pending, setPending] = useState<(() => void) | null>(null);
  const guard = useMemo<LeaveGuard>(
    () => ({
      setDirty: (value) => {
        dirty.current = value;
      },
      confirmLeave: (leave) => (dirty.current ? setPending(() => leave) : leave()),
    }),
    [],
  );
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

/** What the guard reads of a react-hook-form form: its change events. */
interface WatchedForm {
  watch(callback: (values: unknown, info: { type?: string }) => void): { unsubscribe(): void };
}

/**
 * Marks the page's form dirty once a field is changed by the admin, clean again when the form is reset (after
 * a save), for the guard; and asks the browser on reload or close while it is dirty.
 */
export function useLeaveGuard(form: WatchedForm): void {
  const guard = useContext(LeaveGuardContext);
  const [dirty, setDirty] = useState(false);
  useEffect(() => {
    const subscription = form.watch((_, { type }) => setDirty(type === 'change'));
    return () => subscription.unsubscribe();
  }, [form]);
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
