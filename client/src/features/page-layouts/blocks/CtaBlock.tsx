import { cssColor, type Props, text, url } from '../layoutProps';
import { BlockButtons } from './BlockButtons';

/** cta: title, subtitle, primary and secondary buttons, background colour. */
export function CtaBlock({ props }: { props: Props }) {
  const primary = url(props, 'primaryButtonLink');
  const secondary = url(props, 'secondaryButtonLink');
  const backgroundColor = cssColor(props.backgroundColor);
  return (
    <section className="px-4 py-16 sm:px-6">
      <div
        style={{ backgroundColor }}
        className={`mx-auto max-w-5xl rounded-[2rem] px-6 py-12 text-center text-white shadow-xl ${backgroundColor ? '' : 'bg-gradient-to-bl from-brand-700 to-brand-500'}`}
      >
        <h2 className="text-2xl font-extrabold sm:text-3xl">{text(props, 'title')}</h2>
        {text(props, 'subtitle') && (
          <p className="mx-auto mt-3 max-w-2xl leading-8 text-brand-50">{text(props, 'subtitle')}</p>
        )}
        <BlockButtons
          className="mt-8 flex flex-wrap justify-center gap-3"
          primaryHref={primary}
          primaryText={text(props, 'primaryButtonText')}
          secondaryHref={secondary}
          secondaryText={text(props, 'secondaryButtonText')}
        />
      </div>
    </section>
  );
}
