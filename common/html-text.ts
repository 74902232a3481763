// Character references, escaping and link safety: the small part of the HTML helpers that plain pages need
// (a slide's link, a layout's image) without the sanitizer that only rich text needs (./html).

const SAFE_SCHEMES = new Set(['http', 'https', 'mailto']);

const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00A0',
  zwnj: '\u200C',
  zwj: '\u200D',
  colon: ':',
  tab: '\t',
  newline: '\n',
  sol: '/',
  lpar: '(',
  rpar: ')',
};

/** Decodes numeric and the common named character references; unknown ones stay as written. */
export function decodeEntities(text: string): string {
  return text.replace(/&(#[xX][0-9a-fA-F]+|#\d+|[a-zA-Z][a-zA-Z0-9]*);?/g, (match, body: string) => {
    if (body[0] === '#') {
      const code =
        body[1] === 'x' || body[1] === 'X' ? Number.parseInt(body.slice(2), 16) : Number(body.slice(1));
      if (!Number.isFinite(code) || code <= 0 || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff))
        return '\uFFFD';
      return String.fromCodePoint(code);
    }
    const named = NAMED_ENTITIES[body.toLowerCase()];
    return named ?? match;
  });
}

/** Escapes text for use inside an element or a double-quoted attribute. */
export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/**
 * The URL if it is safe to put in a link or an image: http, https or mailto, or relative (no scheme).
 * Character references are decoded and ASCII whitespace and control characters ignored while looking for
 * the scheme, as browsers do, so 'jav&#x09;ascript:' is caught. Anything else (javascript:, data:,
 * vbscript: …) gives null.
 */
export function safeUrl(url: string | null | undefined): string | null {
  if (typeof url !== 'string') return null;
  const decoded = decodeEntities(url).trim();
  if (decoded === '') return null;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is being removed
  const compact = decoded.replace(/[\u0000-\u0020\u007F-\u009F]/g, '');
  const scheme = /^([^:/?#]*):/.exec(compact);
  if (scheme && !SAFE_SCHEMES.has(scheme[1].toLowerCase())) return null;
  if (/^\\/.test(compact)) return null;
  return decoded;
}
