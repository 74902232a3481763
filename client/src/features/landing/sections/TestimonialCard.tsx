import { toPersianDigits } from '@common/digits';
import { StarIcon } from '../../../components/ui/icons';

export interface Testimonial {
  content: string;
  name: string;
  role: string;
  /** Out of 5. */
  rating: number;
  avatar?: string | null;
}

function Rating({ value }: { value: number }) {
  const rounded = Math.round(value);
  return (
    <div className="flex gap-0.5" role="img" aria-label={`امتیاز ${toPersianDigits(rounded)} از ۵`}>
      {[1, 2, 3, 4, 5].map((star) => (
        <StarIcon key={star} className={`size-4 ${star <= rounded ? 'text-accent-400' : 'text-ink-200'}`} />
      ))}
    </div>
  );
}

/** One quote with its stars and who said it (their picture, else their initial): the landing's and the blocks'. */
export function TestimonialCard({ item }: { item: Testimonial }) {
  return (
    <figure className="flex h-full flex-col rounded-3xl bg-brand-50/60 p-7 ring-1 ring-brand-100">
      <Rating value={item.rating} />
      <blockquote className="mt-4 flex-1 leading-8 text-ink-700">«{item.content}»</blockquote>
      <figcaption className="mt-6 flex items-center gap-3">
        {item.avatar ? (
          <img
            src={item.avatar}
            alt=""
            width={44}
            height={44}
            className="size-11 rounded-full object-cover"
          />
        ) : (
          <span
            aria-hidden="true"
            className="inline-flex size-11 items-center justify-center rounded-full bg-brand-600 font-bold text-white"
          >
            {item.name.trim()[0]}
          </span>
        )}
        <span>
          <span className="block font-bold text-ink-900">{item.name}</span>
          <span className="block text-sm text-ink-500">{item.role}</span>
        </span>
      </figcaption>
    </figure>
  );
}
