/** Puts a server-rendered page into the built client's index.html: markup, <head> tags and the Apollo cache. */

export interface PageHead {
  title: string;
  description: string;
  /** Absolute address of the page (og:url). */
  url: string;
  /** Absolute address of the picture link previews show. */
  image?: string;
}

const escapeHtml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** JSON that is safe inside a <script> element (no '</script>', no HTML comment openers, no U+2028/9). */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

function headTags(head: PageHead): string {
  const meta = (attribute: 'name' | 'property', key: string, content: string) =>
    `<meta ${attribute}="${key}" content="${escapeHtml(content)}" />`;
  return [
    `<title>${escapeHtml(head.title)}</title>`,
    meta('name', 'description', head.description),
    `<link rel="canonical" href="${escapeHtml(head.url)}" />`,
    meta('property', 'og:type', 'website'),
    meta('property', 'og:locale', 'fa_IR'),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:url', head.url),
    ...(head.image ? [meta('property', 'og:image', head.image)] : []),
    meta('name', 'twitter:card', head.image ? 'summary_large_image' : 'summary'),
  ].join('\n    ');
}

/**
 * The template's own <title> and description are replaced; the state travels as a JSON data block (never
 * executed, so the Content-Security-Policy's script rule does not apply to it).
 */
export function pageHtml(
  template: string,
  parts: { html: string; head: PageHead; state: unknown; stateId: string },
) {
  return template
    .replace(/<title>[\s\S]*?<\/title>/, '')
    .replace(/<meta name="description"[^>]*>/, '')
    .replace('</head>', `  ${headTags(parts.head)}\n  </head>`)
    .replace(
      '<div id="root"></div>',
      `<div id="root">${parts.html}</div>\n    <script type="application/json" id="${parts.stateId}">${scriptSafeJson(parts.state)}</script>`,
    );
}

/**
 * The built stylesheets written into the page: a phone on a slow connection paints the server's markup
 * without waiting for another round trip. Client-rendered pages keep the cached file.
 */
export function inlineStylesheets(template: string, readAsset: (href: string) => string | null): string {
  return template.replace(/<link rel="stylesheet"[^>]*href="([^"]+)"[^>]*>/g, (link, href: string) => {
    const css = readAsset(href);
    return css === null ? link : `<style>${css.replace(/<\/style/gi, '<\\/style')}</style>`;
  });
}

/**
 * Server-rendered pages are readable before any script runs, so their scripts need not compete with the
 * first screen's picture and font for a slow connection's bandwidth: the entry script finds its imports
 * itself, a moment later, instead of every chunk being fetched at the highest priority up front.
 */
export function withoutModulePreloads(template: string): string {
  return template.replace(/\s*<link rel="modulepreload"[^>]*>/g, '');
}
