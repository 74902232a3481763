import { formatCoursePrice } from './courseFormat';

interface CoursePriceProps {
  price: number;
  originalPrice: number | null;
  size?: 'md' | 'lg';
}

/** The price in toman (or 'رایگان'), with the pre-discount price struck through when there is one. */
export function CoursePrice({ price, originalPrice, size = 'md' }: CoursePriceProps) {
  const discounted = originalPrice !== null && originalPrice > price;
  return (
    <span className="flex flex-wrap items-baseline gap-x-2">
      {discounted && (
        <del className="text-sm text-ink-500">
          <span className="sr-only">قیمت پیشین: </span>
          {formatCoursePrice(originalPrice)}
        </del>
      )}
      <span
        className={`font-extrabold ${price === 0 ? 'text-brand-600' : 'text-ink-900'} ${size === 'lg' ? 'text-2xl' : 'text-base'}`}
      >
        {formatCoursePrice(price)}
      </span>
    </span>
  );
}
