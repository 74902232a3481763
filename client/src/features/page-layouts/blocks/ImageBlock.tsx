import { choice, type Props, text, url } from '../layoutProps';

const WIDTHS = { full: 'w-full', half: 'w-full sm:w-1/2', auto: 'w-auto max-w-full' } as const;
const ALIGN = { right: 'items-start', center: 'items-center', left: 'items-end' } as const;
const HEIGHT = /^\d{1,4}(px|rem|vh|%)?$/;

/** imageBlock: src, alt, caption, width (full, half, auto), height, alignment. */
export function ImageBlock({ props }: { props: Props }) {
  const src = url(props, 'src');
  if (!src) return null;
  const width = WIDTHS[choice(props, 'width', Object.keys(WIDTHS) as Array<keyof typeof WIDTHS>, 'full')];
  const align = ALIGN[choice(props, 'alignment', Object.keys(ALIGN) as Array<keyof typeof ALIGN>, 'center')];
  const rawHeight = text(props, 'height');
  const height = HEIGHT.test(rawHeight)
    ? /^\d+$/.test(rawHeight)
      ? `${rawHeight}px`
      : rawHeight
    : undefined;
  return (
    <figure className={`mx-auto flex max-w-5xl flex-col px-4 py-8 sm:px-6 ${align}`}>
      <img
        src={src}
        alt={text(props, 'alt')}
        loading="lazy"
        style={{ height }}
        className={`${width} rounded-3xl object-cover shadow-sm`}
      />
      {text(props, 'caption') && (
        <figcaption className="mt-3 text-sm text-ink-500">{text(props, 'caption')}</figcaption>
      )}
    </figure>
  );
}
