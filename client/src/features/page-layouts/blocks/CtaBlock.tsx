import type { PropsOf } from '../layoutProps';
import { BlockButtons } from './BlockButtons';

/** cta: title, subtitle, primary and secondary buttons, background colour. */
export function CtaBlock({ props }: { props: PropsOf<'CtaProps'> }) {
  const backgroundColor = props.backgroundColor ?? undefined;
  return (
    <section className="px-4 py-16 sm:px-6">
      <div
        style={{ backgroundColor }}
        className={`mx-auto max-w-5xl rounded-[2rem] px-6 py-12 text-center text-white shadow-xl ${backgroundColor ? '' : 'bg-gradient-to-bl from-brand-700 to-brand-500'}`}
      >
        <h2 className="text-2xl font-extrabold sm:text-3xl">{props.title}</h2>
        {props.subtitle && <p className="mx-auto mt-3 max-w-2xl leading-8 text-brand-50">{props.subtitle}</p>}
        <BlockButtons
          className="mt-8 flex flex-wrap justify-center gap-3"
          primaryHref={props.primaryButtonLink}
          primaryText={props.primaryButtonText}
          secondaryHref={props.secondaryButtonLink}
          secondaryText={props.secondaryButtonText}
        />
      </div>
    </section>
  );
}
