import { toPersianDigits } from '@common/digits';

/** «۲ ساعت و ۱۵ دقیقه», «۴۵ دقیقه», «۰ دقیقه». */
export function formatMinutes(total: number): string {
  const hours = Math.floor(total / 60);
  const minutes = total % 60;
  if (hours === 0) return `${toPersianDigits(minutes)} دقیقه`;
  if (minutes === 0) return `${toPersianDigits(hours)} ساعت`;
  return `${toPersianDigits(hours)} ساعت و ${toPersianDigits(minutes)} دقیقه`;
}
