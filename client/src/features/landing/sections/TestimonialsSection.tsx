import { toPersianDigits } from '@common/digits';
import { StarIcon } from '../../../components/ui/icons';
import type { TestimonialsContent } from '../types';
import { SectionHeading } from './SectionHeading';

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

export function TestimonialsSection({ content }: { content: TestimonialsContent }) {
  return (
    <section aria-labelledby="testimonials-title" className="bg-white py-20">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <SectionHeading id="testimonials-title" title={content.title} subtitle={content.subtitle} />
        <ul className="grid gap-6 md:grid-cols-3">
          {content.items.map((item) => (
            <li key={`${item.name}-${item.role}`}>
              <figure className="flex h-full flex-col rounded-3xl bg-brand-50/60 p-7 ring-1 ring-brand-100">
                <Rating value={item.rating} />
                <blockquote className="mt-4 flex-1 leading-8 text-ink-700">«{item.content}»</blockquote>
                <figcaption className="mt-6 flex items-center gap-3">
                  <span
                    aria-hidden="true"
                    className="inline-flex size-11 items-center justify-center rounded-full bg-brand-600 font-bold text-white"
                  >
                    {item.name.trim()[0]}
                  </span>
                  <span>
                    <span className="block font-bold text-ink-900">{item.name}</span>
                    <span className="block text-sm text-ink-500">{item.role}</span>
                  </span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
