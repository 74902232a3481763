import { toPersianDigits } from '@common/digits';

/**
 * Digits that must read left to right inside Persian text (card numbers, IBANs, phone numbers): an isolated
 * left-to-right run (`<bdi dir="ltr">`, so neighbouring RTL text cannot reorder its groups or separators),
 * Persian digits, never broken across lines.
 */
export function LtrDigits({ text, className = '' }: { text: string; className?: string }) {
  return (
    <bdi dir="ltr" className={`whitespace-nowrap [unicode-bidi:isolate] ${className}`}>
      {toPersianDigits(text)}
    </bdi>
  );
}
