// Small builders for the components of the built-in layouts (templates, the default pages and the seed), so
// each page file reads as its content.
import type { LayoutComponent } from '../../../db/schema';

export function hero(id: string, title: string, subtitle: string, extra: Record<string, unknown> = {}) {
  return {
    id,
    type: 'hero',
    props: { title, subtitle, backgroundType: 'gradient', ...extra },
  } satisfies LayoutComponent;
}

/** A text block from paragraphs: strings become <p>, strings starting with '<' are kept as HTML. */
export function text(id: string, parts: string[], props: Record<string, unknown> = {}) {
  const content = parts.map((part) => (part.startsWith('<') ? part : `<p>${part}</p>`)).join('');
  return {
    id,
    type: 'textBlock',
    props: { content, textAlign: 'justify', fontSize: 'base', ...props },
  } satisfies LayoutComponent;
}

/** A heading and its paragraphs as one text block. */
export const section = (id: string, heading: string, parts: string[]) =>
  text(id, [`<h2>${heading}</h2>`, ...parts]);

/** A bulleted list as HTML. */
export const bullets = (items: string[]) => `<ul>${items.map((item) => `<li>${item}</li>`).join('')}</ul>`;

export function cta(
  id: string,
  title: string,
  subtitle: string,
  primary: [string, string],
  secondary?: [string, string],
) {
  return {
    id,
    type: 'cta',
    props: {
      title,
      subtitle,
      primaryButtonText: primary[0],
      primaryButtonLink: primary[1],
      secondaryButtonText: secondary?.[0] ?? '',
      secondaryButtonLink: secondary?.[1] ?? '',
    },
  } satisfies LayoutComponent;
}

export function button(id: string, label: string, link: string, style = 'primary') {
  return {
    id,
    type: 'button',
    props: { text: label, link, style, size: 'medium', alignment: 'center' },
  } satisfies LayoutComponent;
}

export const spacer = (id: string, height = 'medium') =>
  ({ id, type: 'spacer', props: { height } }) satisfies LayoutComponent;
