import { formatNumber, toPersianDigits } from '@common/digits';
import { formatPrice } from '@common/money';

/** '۱۲ ساعت و ۳۰ دقیقه', '۴۵ دقیقه', or '' when the course has no duration yet. */
export function formatCourseDuration(hours: number, minutes: number): string {
  const parts = [];
  if (hours > 0) parts.push(`${toPersianDigits(hours)} ساعت`);
  if (minutes > 0) parts.push(`${toPersianDigits(minutes)} دقیقه`);
  return parts.join(' و ');
}

/** '۱۵ دقیقه' (lesson and chapter lengths). */
export function formatMinutes(minutes: number): string {
  return `${toPersianDigits(minutes)} دقیقه`;
}

/** A course price in toman: 'رایگان' for 0, else '۲۵۰٬۰۰۰ تومان'. */
export function formatCoursePrice(toman: number): string {
  return formatPrice(Math.round(toman));
}

/** '۴٫۸' */
export function formatRating(rating: number): string {
  return formatNumber(Math.round(rating * 10) / 10, 1);
}

/** '۱٬۲۰۰ دانش‌آموز' */
export function formatStudents(count: number): string {
  return `${formatNumber(count, 0)} دانش‌آموز`;
}
