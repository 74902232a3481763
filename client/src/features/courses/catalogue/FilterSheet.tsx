import { type ReactNode, useEffect, useId, useRef } from 'react';
import { Button } from '../../../components/ui/Button';
import { CloseIcon } from '../../../components/ui/icons';

interface FilterSheetProps {
  open: boolean;
  onClose: () => void;
  children: ReactNode;
}

/** The filters on phones: a modal sheet rising from the bottom; Escape or the backdrop closes it. */
export function FilterSheet({ open, onClose, children }: FilterSheetProps) {
  const titleId = useId();
  const panelRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    panelRef.current?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKeyDown);
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.body.style.overflow = overflow;
    };
  }, [open, onClose]);

  if (!open) return null;
  return (
    <div className="fixed inset-0 z-50 lg:hidden">
      <button
        type="button"
        aria-label="بستن فیلترها"
        tabIndex={-1}
        onClick={onClose}
        className="absolute inset-0 bg-ink-900/40 backdrop-blur-sm"
      />
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className="absolute inset-x-0 bottom-0 flex max-h-[85vh] animate-fade-in flex-col rounded-t-3xl bg-white shadow-2xl focus:outline-none"
      >
        <div className="flex items-center justify-between border-b border-ink-100 px-5 py-4">
          <h2 id={titleId} className="text-lg font-bold text-ink-900">
            فیلترها
          </h2>
          <button
            type="button"
            onClick={onClose}
            aria-label="بستن"
            className="inline-flex size-10 items-center justify-center rounded-xl text-ink-500 hover:bg-ink-100"
          >
            <CloseIcon />
          </button>
        </div>
        <div className="overflow-y-auto px-5 py-5">{children}</div>
        <div className="border-t border-ink-100 px-5 py-4">
          <Button className="w-full" onClick={onClose}>
            نمایش نتایج
          </Button>
        </div>
      </div>
    </div>
  );
}
