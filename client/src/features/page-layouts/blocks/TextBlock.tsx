import { sanitizeHtml } from '@common/html';
import { useMemo } from 'react';
import type { PropsOf } from '../layoutProps';

const SIZES = {
  sm: 'text-sm',
  base: 'text-base',
  lg: 'text-lg',
  xl: 'text-xl',
  '2xl': 'text-2xl',
  '3xl': 'text-3xl',
} as const;
// Right is where a Persian line starts, left where it ends: logical classes keep that in RTL.
const ALIGN = {
  right: 'text-start',
  left: 'text-end',
  center: 'text-center',
  justify: 'text-justify',
} as const;

/** Styling for the few tags the sanitizer lets through. */
const RICH_TEXT =
  '[&_a]:font-medium [&_a]:text-brand-700 [&_a]:underline [&_blockquote]:my-4 [&_blockquote]:border-s-4 [&_blockquote]:border-accent-300 [&_blockquote]:ps-4 [&_blockquote]:text-ink-600 [&_h2]:mt-6 [&_h2]:mb-3 [&_h2]:text-2xl [&_h2]:font-extrabold [&_h3]:mt-5 [&_h3]:mb-2 [&_h3]:text-xl [&_h3]:font-bold [&_h4]:mt-4 [&_h4]:mb-2 [&_h4]:font-bold [&_li]:my-1 [&_ol]:my-3 [&_ol]:list-decimal [&_ol]:ps-6 [&_p]:my-3 [&_ul]:my-3 [&_ul]:list-disc [&_ul]:ps-6';

/** textBlock: admin HTML, sanitised here with the shared allow-list (common/html) before it is shown. */
export function TextBlock({ props }: { props: PropsOf<'TextBlockProps'> }) {
  const { content } = props;
  const html = useMemo(() => sanitizeHtml(content), [content]);
  const size = SIZES[props.fontSize as keyof typeof SIZES] ?? SIZES.base;
  const align = ALIGN[props.textAlign as keyof typeof ALIGN] ?? ALIGN.right;
  return (
    <section className="px-4 py-8 sm:px-6">
      <div
        style={{ color: props.textColor ?? undefined }}
        className={`mx-auto max-w-3xl leading-8 text-ink-700 ${size} ${align} ${RICH_TEXT}`}
        // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by the allow-list sanitizer above
        dangerouslySetInnerHTML={{ __html: html }}
      />
    </section>
  );
}
