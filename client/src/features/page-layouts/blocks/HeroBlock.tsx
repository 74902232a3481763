import type { CSSProperties } from 'react';
import type { PropsOf } from '../layoutProps';
import { BlockButtons } from './BlockButtons';

/** hero: title, subtitle, background (gradient, colour or image) and up to two buttons. */
export function HeroBlock({ props }: { props: PropsOf<'HeroProps'> }) {
  const background = props.backgroundType;
  const image = props.backgroundImage;
  const style: CSSProperties = {};
  if (background === 'color') style.backgroundColor = props.backgroundColor ?? undefined;
  if (background === 'image' && image) style.backgroundImage = `url("${encodeURI(image)}")`;
  return (
    <section
      style={style}
      className={`relative isolate overflow-hidden bg-cover bg-center px-4 py-20 text-center text-white sm:py-28 ${background === 'gradient' || (background === 'image' && !image) ? 'bg-gradient-to-bl from-brand-800 via-brand-700 to-brand-500' : 'bg-brand-700'}`}
    >
      {background === 'image' && image && (
        <div aria-hidden="true" className="absolute inset-0 -z-10 bg-ink-900/55" />
      )}
      <div className="mx-auto max-w-3xl">
        <h2 className="text-3xl font-extrabold leading-tight sm:text-5xl">{props.title}</h2>
        {props.subtitle && <p className="mt-5 text-lg leading-8 text-brand-50">{props.subtitle}</p>}
        <BlockButtons
          className="mt-9 flex flex-wrap justify-center gap-3"
          primaryHref={props.buttonLink}
          primaryText={props.buttonText}
          secondaryHref={props.secondaryButtonLink}
          secondaryText={props.secondaryButtonText}
        />
      </div>
    </section>
  );
}
