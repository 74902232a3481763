import type { ComponentType, ReactNode } from 'react';
import type { IconProps } from './icons';

interface StatusPanelProps {
  title: string;
  description?: string;
  Icon?: ComponentType<IconProps>;
  tone?: 'neutral' | 'error';
  /** Buttons under the text (retry, clear filters …). */
  children?: ReactNode;
  className?: string;
}

/** A centred message for empty, error and not-found states. Errors are announced to screen readers. */
export function StatusPanel({
  title,
  description,
  Icon,
  tone = 'neutral',
  children,
  className = '',
}: StatusPanelProps) {
  const iconTone = tone === 'error' ? 'bg-red-50 text-red-600' : 'bg-brand-50 text-brand-600';
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={`flex flex-col items-center rounded-3xl bg-white px-6 py-14 text-center ring-1 ring-ink-100 ${className}`}
    >
      {Icon && (
        <span className={`mb-5 inline-flex size-14 items-center justify-center rounded-2xl ${iconTone}`}>
          <Icon className="size-7" />
        </span>
      )}
      <p className="text-lg font-bold text-ink-900">{title}</p>
      {description && <p className="mt-2 max-w-md leading-7 text-ink-600">{description}</p>}
      {children && <div className="mt-6 flex flex-wrap justify-center gap-3">{children}</div>}
    </div>
  );
}
