// Character references, escaping and link safety: the small part of the HTML helpers that plain pages need
// (a slide's link, a layout's image) without the sanitizer that only rich text needs (./html).

import { isLayoutLink } from './validation/link';

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
 * The address if a link or picture may hold it (common/validation/link: a path on this site, an http(s) or a
 * mailto: address), read as a browser reads an attribute: character references decoded and the spaces and
 * control characters around it dropped, so 'jav&#x09;ascript:' and ' //host' are caught. Anything else
 * (javascript:, data:, '//host', '/\\host', relative paths …) gives null.
 */
export function safeUrl(url: string | null | undefined): string | null {
  if (typeof url !== 'string') return null;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: browsers strip these around an address
  const address = decodeEntities(url).replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, '');
  return isLayoutLink(address) ? address : null;
}
