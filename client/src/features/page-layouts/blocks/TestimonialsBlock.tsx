import { toPersianDigits } from '@common/digits';
import { useId } from 'react';
import { StarIcon } from '../../../components/ui/icons';
import { SectionHeading } from '../../landing/sections/SectionHeading';
import type { PropsOf } from '../layoutProps';

/** testimonials: a list of {content, name, role, avatar, rating (default 5)}. */
export function TestimonialsBlock({ props }: { props: PropsOf<'TestimonialsProps'> }) {
  const headingId = useId();
  const { items } = props;
  return (
    <section className="bg-white px-4 py-16 sm:px-6">
      <div className="mx-auto max-w-6xl">
        {props.title && <SectionHeading id={headingId} title={props.title} subtitle={props.subtitle} />}
        <ul className="grid gap-6 md:grid-cols-3">
          {items.map((item, index) => {
            const { rating: stars, avatar } = item;
            return (
              // biome-ignore lint/suspicious/noArrayIndexKey: layout items have no ids and are never reordered while shown
              <li key={`${item.name}-${index}`}>
                <figure className="flex h-full flex-col rounded-3xl bg-brand-50/60 p-7 ring-1 ring-brand-100">
                  <div
                    className="flex gap-0.5"
                    role="img"
                    aria-label={`امتیاز ${toPersianDigits(stars)} از ۵`}
                  >
                    {[1, 2, 3, 4, 5].map((star) => (
                      <StarIcon
                        key={star}
                        className={`size-4 ${star <= stars ? 'text-accent-400' : 'text-ink-200'}`}
                      />
                    ))}
                  </div>
                  <blockquote className="mt-4 flex-1 leading-8 text-ink-700">«{item.content}»</blockquote>
                  <figcaption className="mt-6 flex items-center gap-3">
                    {avatar ? (
                      <img src={avatar} alt="" className="size-11 rounded-full object-cover" />
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
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
