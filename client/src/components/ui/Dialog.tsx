import { Dialog as RadixDialog } from 'radix-ui';
import type { ReactNode } from 'react';
import { CloseIcon } from './icons';

interface DialogProps {
  open: boolean;
  onClose: () => void;
  title: string;
  description?: string;
  children: ReactNode;
  /** Below the content, outside its scrolling area (e.g. the filters' «نمایش نتایج»). */
  footer?: ReactNode;
  /** Class names for the panel's width on larger screens (default a centred card). */
  className?: string;
}

/**
 * A modal dialog on Radix (focus kept inside and given back, Escape and the backdrop close it, the page
 * behind made inert): a bottom sheet on phones and a centred card from the small breakpoint up. Its content
 * is mounted only while it is open.
 */
export function Dialog({ open, onClose, title, description, children, footer, className = '' }: DialogProps) {
  return (
    <RadixDialog.Root open={open} onOpenChange={(next) => !next && onClose()}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-50 bg-ink-900/50 backdrop-blur-sm" />
        <RadixDialog.Content
          dir="rtl"
          aria-modal="true"
          className={`fixed inset-x-0 bottom-0 z-50 flex max-h-[92vh] w-full animate-fade-in flex-col rounded-t-3xl bg-white shadow-2xl focus:outline-none sm:inset-auto sm:top-1/2 sm:left-1/2 sm:max-w-lg sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-3xl ${className}`}
          // Without a description Radix must be told there is none.
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <div className="flex items-start justify-between gap-4 border-b border-ink-100 px-6 py-5">
            <div>
              <RadixDialog.Title className="text-lg font-extrabold text-ink-900">{title}</RadixDialog.Title>
              {description && (
                <RadixDialog.Description className="mt-1 text-sm leading-6 text-ink-500">
                  {description}
                </RadixDialog.Description>
              )}
            </div>
            <RadixDialog.Close
              aria-label="بستن"
              className="inline-flex size-10 shrink-0 items-center justify-center rounded-xl text-ink-500 hover:bg-ink-100"
            >
              <CloseIcon />
            </RadixDialog.Close>
          </div>
          <div className="overflow-y-auto px-6 py-5">{children}</div>
          {footer && <div className="border-t border-ink-100 px-6 py-4">{footer}</div>}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
