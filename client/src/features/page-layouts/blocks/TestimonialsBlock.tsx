import { useId } from 'react';
import { SectionHeading } from '../../landing/sections/SectionHeading';
import { TestimonialCard } from '../../landing/sections/TestimonialCard';
import type { PropsOf } from '../layoutProps';

/** testimonials: a list of {content, name, role, avatar, rating (default 5)}. */
export function TestimonialsBlock({ props }: { props: PropsOf<'TestimonialsProps'> }) {
  const headingId = useId();
  return (
    <section className="bg-white px-4 py-16 sm:px-6">
      <div className="mx-auto max-w-6xl">
        {props.title && <SectionHeading id={headingId} title={props.title} subtitle={props.subtitle} />}
        <ul className="grid gap-6 md:grid-cols-3">
          {props.items.map((item, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: layout items have no ids and are never reordered while shown
            <li key={`${item.name}-${index}`}>
              <TestimonialCard item={item} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
