import { toPersianDigits } from '@common/digits';

/** The counter's colour: yellow above 70 % of the limit, red above 90 % (spec doc 3 §2.8). */
export function counterTone(length: number, max: number): 'normal' | 'warning' | 'danger' {
  const ratio = length / max;
  if (ratio > 0.9) return 'danger';
  return ratio > 0.7 ? 'warning' : 'normal';
}

const TONE_CLASSES = {
  normal: 'text-ink-500',
  warning: 'text-amber-600',
  danger: 'text-red-600',
} as const;

/** «۱۲۰ / ۵۰۰» under a limited text, read to screen readers when it passes a threshold. */
export function CharacterCounter({ length, max }: { length: number; max: number }) {
  const tone = counterTone(length, max);
  return (
    <p
      className={`text-xs tabular-nums ${TONE_CLASSES[tone]}`}
      data-tone={tone}
      aria-live={tone === 'normal' ? 'off' : 'polite'}
    >
      {toPersianDigits(`${length} / ${max}`)}
      <span className="sr-only"> نویسه</span>
    </p>
  );
}
