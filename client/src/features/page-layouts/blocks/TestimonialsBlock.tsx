import { toPersianDigits } from '@common/digits';
import { useId } from 'react';
import { StarIcon } from '../../../components/ui/icons';
import { SectionHeading } from '../../landing/sections/SectionHeading';
import { list, type Props, text, url } from '../layoutProps';

function rating(value: unknown): number {
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(n) && value !== '' && value != null ? Math.min(5, Math.max(0, Math.round(n))) : 5;
}

/** testimonials: a list of {content, name, role, avatar, rating (default 5)}. */
export function TestimonialsBlock({ props }: { props: Props }) {
  const headingId = useId();
  const items = list(props, 'testimonials', 'items');
  return (
    <section className="bg-white px-4 py-16 sm:px-6">
      <div className="mx-auto max-w-6xl">
        {text(props, 'title') && (
          <SectionHeading id={headingId} title={text(props, 'title')} subtitle={text(props, 'subtitle')} />
        )}
        <ul className="grid gap-6 md:grid-cols-3">
          {items.map((item, index) => {
            const stars = rating(item.rating);
            const avatar = url(item, 'avatar');
            return (
              // biome-ignore lint/suspicious/noArrayIndexKey: layout items have no ids and are never reordered while shown
              <li key={`${text(item, 'name')}-${index}`}>
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
                  <blockquote className="mt-4 flex-1 leading-8 text-ink-700">
                    «{text(item, 'content')}»
                  </blockquote>
                  <figcaption className="mt-6 flex items-center gap-3">
                    {avatar ? (
                      <img src={avatar} alt="" className="size-11 rounded-full object-cover" />
                    ) : (
                      <span
                        aria-hidden="true"
                        className="inline-flex size-11 items-center justify-center rounded-full bg-brand-600 font-bold text-white"
                      >
                        {text(item, 'name').trim()[0]}
                      </span>
                    )}
                    <span>
                      <span className="block font-bold text-ink-900">{text(item, 'name')}</span>
                      <span className="block text-sm text-ink-500">{text(item, 'role')}</span>
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
