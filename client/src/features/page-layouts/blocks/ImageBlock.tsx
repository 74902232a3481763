import type { PropsOf } from '../layoutProps';

const WIDTHS = { full: 'w-full', half: 'w-full sm:w-1/2', auto: 'w-auto max-w-full' } as const;
const ALIGN = { right: 'items-start', center: 'items-center', left: 'items-end' } as const;

/** imageBlock: src, alt, caption, width (full, half, auto), height, alignment. */
export function ImageBlock({ props }: { props: PropsOf<'ImageBlockProps'> }) {
  const { src } = props;
  if (!src) return null;
  const width = WIDTHS[props.width as keyof typeof WIDTHS] ?? WIDTHS.full;
  const align = ALIGN[props.alignment as keyof typeof ALIGN] ?? ALIGN.center;
  const height =
    props.height === '' ? undefined : /^\d+$/.test(props.height) ? `${props.height}px` : props.height;
  return (
    <figure className={`mx-auto flex max-w-5xl flex-col px-4 py-8 sm:px-6 ${align}`}>
      <img
        src={src}
        alt={props.alt}
        loading="lazy"
        style={{ height }}
        className={`${width} rounded-3xl object-cover shadow-sm`}
      />
      {props.caption && <figcaption className="mt-3 text-sm text-ink-500">{props.caption}</figcaption>}
    </figure>
  );
}
