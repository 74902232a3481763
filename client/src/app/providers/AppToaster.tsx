import {
  TOAST_BLANK_MS,
  TOAST_CUSTOM_MS,
  TOAST_ERROR_MS,
  TOAST_LIMIT,
  TOAST_SUCCESS_MS,
} from '@common/constants';
import { useEffect } from 'react';
import { Toaster, toast, useToasterStore } from 'react-hot-toast';

/** Spec doc 1 §9. Admin screens pass TOAST_SUCCESS_ADMIN_MS (@common/constants) as `duration`. */
export const TOAST_DURATIONS = {
  success: TOAST_SUCCESS_MS,
  error: TOAST_ERROR_MS,
  blank: TOAST_BLANK_MS,
  custom: TOAST_CUSTOM_MS,
  loading: Number.POSITIVE_INFINITY,
} as const;

/** Dismisses the oldest visible toasts beyond the limit. */
function useToastLimit(limit: number): void {
  const { toasts } = useToasterStore();
  useEffect(() => {
    const visible = toasts.filter((t) => t.visible);
    for (const t of visible.slice(limit)) toast.dismiss(t.id);
  }, [toasts, limit]);
}

export function AppToaster() {
  useToastLimit(TOAST_LIMIT);
  return (
    <Toaster
      position="top-center"
      gutter={10}
      toastOptions={{
        duration: TOAST_DURATIONS.blank,
        success: {
          duration: TOAST_DURATIONS.success,
          iconTheme: { primary: 'var(--color-brand-600)', secondary: '#fff' },
        },
        error: { duration: TOAST_DURATIONS.error },
        blank: { duration: TOAST_DURATIONS.blank },
        custom: { duration: TOAST_DURATIONS.custom },
        loading: { duration: TOAST_DURATIONS.loading },
        style: {
          direction: 'rtl',
          fontFamily: 'var(--font-sans)',
          borderRadius: '14px',
          color: 'var(--color-ink-800)',
          padding: '12px 16px',
        },
      }}
    />
  );
}
