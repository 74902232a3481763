interface SpinnerProps {
  /** Accessible label; defaults to 'در حال بارگذاری'. */
  label?: string;
  size?: 'sm' | 'md' | 'lg';
  className?: string;
}

const SIZES = { sm: 'size-4 border-2', md: 'size-8 border-[3px]', lg: 'size-12 border-4' } as const;

export function Spinner({ label = 'در حال بارگذاری', size = 'md', className = '' }: SpinnerProps) {
  return (
    <span role="status" className={`inline-flex items-center justify-center ${className}`}>
      <span
        aria-hidden="true"
        className={`${SIZES[size]} animate-spin rounded-full border-brand-200 border-t-brand-600`}
      />
      <span className="sr-only">{label}</span>
    </span>
  );
}

/**
 * A spinner centred in the available space (route guards, lazy screens). A full screen high, so the footer
 * stays below the fold while the page loads instead of showing and then being pushed down (layout shift).
 */
export function PageSpinner({ label }: { label?: string }) {
  return (
    <div className="flex min-h-dvh items-center justify-center">
      <Spinner size="lg" label={label} />
    </div>
  );
}
