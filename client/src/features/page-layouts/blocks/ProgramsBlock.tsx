import { useId } from 'react';
import { ChevronEndIcon } from '../../../components/ui/icons';
import { SectionHeading } from '../../landing/sections/SectionHeading';
import type { PropsOf } from '../layoutProps';
import { LayoutLink } from './LayoutLink';

/** programs: a list of {image, title, description, link}. */
export function ProgramsBlock({ props }: { props: PropsOf<'ProgramsProps'> }) {
  const headingId = useId();
  const { items } = props;
  return (
    <section className="bg-ink-50 px-4 py-16 sm:px-6">
      <div className="mx-auto max-w-6xl">
        {props.title && <SectionHeading id={headingId} title={props.title} subtitle={props.subtitle} />}
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {items.map((item, index) => {
            const { image, link } = item;
            return (
              <li
                // biome-ignore lint/suspicious/noArrayIndexKey: layout items have no ids and are never reordered while shown
                key={`${item.title}-${index}`}
                className="flex flex-col overflow-hidden rounded-3xl bg-white shadow-sm ring-1 ring-ink-100"
              >
                {image && (
                  <img src={image} alt="" loading="lazy" className="aspect-video w-full object-cover" />
                )}
                <div className="flex flex-1 flex-col gap-2 p-6">
                  <h3 className="text-lg font-bold text-ink-900">{item.title}</h3>
                  <p className="flex-1 text-sm leading-7 text-ink-600">{item.description}</p>
                  {link && (
                    <LayoutLink
                      href={link}
                      className="mt-2 inline-flex items-center gap-1 text-sm font-bold text-brand-700"
                    >
                      بیشتر بخوانید
                      <ChevronEndIcon className="size-4" />
                    </LayoutLink>
                  )}
                </div>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
