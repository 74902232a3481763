import type { TestimonialsContent } from '../types';
import { SectionHeading } from './SectionHeading';
import { TestimonialCard } from './TestimonialCard';

export function TestimonialsSection({ content }: { content: TestimonialsContent }) {
  return (
    <section aria-labelledby="testimonials-title" className="bg-white py-20">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <SectionHeading id="testimonials-title" title={content.title} subtitle={content.subtitle} />
        <ul className="grid gap-6 md:grid-cols-3">
          {content.items.map((item) => (
            <li key={`${item.name}-${item.role}`}>
              <TestimonialCard item={item} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
