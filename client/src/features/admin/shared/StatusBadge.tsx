/** The colours a status label can take. */
export const BADGE_TONES = {
  waiting: 'bg-amber-50 text-amber-800 ring-amber-200',
  working: 'bg-sky-50 text-sky-800 ring-sky-200',
  done: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  failed: 'bg-red-50 text-red-800 ring-red-200',
} as const;

/** A status as a coloured label. */
export function StatusBadge({ label, tone }: { label: string; tone: keyof typeof BADGE_TONES }) {
  return (
    <span
      className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-medium ring-1 ${BADGE_TONES[tone]}`}
    >
      {label}
    </span>
  );
}
