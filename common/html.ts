// A small allow-list HTML sanitizer for admin-written rich text (page-builder text blocks). It works on a
// string with its own tokenizer, so the server (no DOM) and the browser run the very same code.
//
// Kept: p, br, strong, b, em, i, u, h2–h4, ul, ol, li, blockquote, span, and a with an http(s), mailto or
// relative href (plus rel="noopener noreferrer"). Every other attribute is dropped, so no on* handler or
// style survives. script, style, iframe, svg, math and the like go with everything inside them; any other
// tag (div, img, font …) is dropped but its text is kept. Comments, doctypes and processing instructions
// go. Text is re-escaped, unclosed allowed tags are closed and stray end tags dropped.

const ALLOWED_TAGS = new Set([
  'p',
  'br',
  'strong',
  'b',
  'em',
  'i',
  'u',
  'h2',
  'h3',
  'h4',
  'ul',
  'ol',
  'li',
  'a',
  'blockquote',
  'span',
]);
const VOID_TAGS = new Set(['br']);

/** Elements whose content is raw text up to their own end tag: dropped with that content. */
const RAW_TEXT_TAGS = new Set([
  'script',
  'style',
  'iframe',
  'noscript',
  'noembed',
  'noframes',
  'textarea',
  'title',
  'xmp',
  'plaintext',
]);

/** Elements dropped with all their (nested) content. */
const DROP_WITH_CONTENT_TAGS = new Set([
  'svg',
  'math',
  'object',
  'embed',
  'applet',
  'template',
  'frameset',
  'frame',
  'select',
  'head',
  'form',
  'button',
  'video',
  'audio',
  'canvas',
]);

import { decodeEntities, escapeHtml, safeUrl } from './html-text';

export { decodeEntities, escapeHtml, safeUrl };

interface Tag {
  name: string;
  closing: boolean;
  attributes: Array<[string, string]>;
  /** Index just after the tag's '>'. */
  end: number;
}

const TAG_NAME_END = /[\s/>]/;

/** Reads a tag starting at `start` ('<' already seen, then a letter or '/'); null when it never ends. */
function readTag(html: string, start: number): Tag | null {
  let i = start + 1;
  const closing = html[i] === '/';
  if (closing) i++;
  let name = '';
  while (i < html.length && !TAG_NAME_END.test(html[i])) name += html[i++];
  const attributes: Array<[string, string]> = [];
  while (i < html.length) {
    const c = html[i];
    if (c === '>') return { name: name.toLowerCase(), closing, attributes, end: i + 1 };
    if (/[\s/]/.test(c)) {
      i++;
      continue;
    }
    let attrName = '';
    while (i < html.length && !/[\s/>=]/.test(html[i])) attrName += html[i++];
    while (i < html.length && /\s/.test(html[i])) i++;
    let value = '';
    if (html[i] === '=') {
      i++;
      while (i < html.length && /\s/.test(html[i])) i++;
      const quote = html[i];
      if (quote === '"' || quote === "'") {
        const close = html.indexOf(quote, i + 1);
        if (close < 0) return null;
        value = html.slice(i + 1, close);
        i = close + 1;
      } else {
        while (i < html.length && !/[\s>]/.test(html[i])) value += html[i++];
      }
    }
    if (attrName) attributes.push([attrName.toLowerCase(), value]);
  }
  return null;
}

/** Index just after the end tag of raw-text element `name`, or the end of the input. */
function skipRawText(html: string, from: number, name: string): number {
  const pattern = new RegExp(`</${name}[\\s/>]`, 'gi');
  pattern.lastIndex = from;
  const match = pattern.exec(html);
  if (!match) return html.length;
  const close = html.indexOf('>', match.index);
  return close < 0 ? html.length : close + 1;
}

function openTag(tag: Tag, onRefusedLink?: (href: string) => void): string {
  if (tag.name !== 'a') return `<${tag.name}>`;
  const href = tag.attributes.find(([name]) => name === 'href');
  const url = href ? safeUrl(href[1]) : null;
  if (href && url === null) onRefusedLink?.(href[1]);
  return url === null ? '<a>' : `<a href="${escapeHtml(url)}" rel="noopener noreferrer">`;
}

/**
 * Keeps only the allowed tags and attributes of `html` (see the top of this file); `onRefusedLink` hears each
 * kept link's href that the link rule refused (and the output dropped).
 */
export function sanitizeHtml(html: string, onRefusedLink?: (href: string) => void): string {
  const input = String(html ?? '').replace(/\0/g, '');
  const out: string[] = [];
  const open: string[] = [];
  /** > 0 while inside an element dropped with its content (counts nested ones of the same kind). */
  let dropDepth = 0;
  let dropName = '';
  let i = 0;

  const text = (chunk: string) => {
    if (dropDepth === 0 && chunk) out.push(escapeHtml(decodeEntities(chunk)));
  };

  while (i < input.length) {
    const lt = input.indexOf('<', i);
    if (lt < 0) {
      text(input.slice(i));
      break;
    }
    text(input.slice(i, lt));
    const next = input[lt + 1] ?? '';
    if (input.startsWith('<!--', lt)) {
      const close = input.indexOf('-->', lt + 4);
      i = close < 0 ? input.length : close + 3;
      continue;
    }
    if (next === '!' || next === '?') {
      const close = input.indexOf('>', lt);
      i = close < 0 ? input.length : close + 1;
      continue;
    }
    if (!/[a-zA-Z/]/.test(next)) {
      text('<');
      i = lt + 1;
      continue;
    }
    const tag = readTag(input, lt);
    if (!tag) break; // an unfinished tag at the end: dropped, as a browser would
    i = tag.end;
    if (!tag.name) continue;

    if (dropDepth > 0) {
      if (tag.name === dropName) dropDepth += tag.closing ? -1 : 1;
      continue;
    }
    if (!tag.closing && RAW_TEXT_TAGS.has(tag.name)) {
      i = skipRawText(input, i, tag.name);
      continue;
    }
    if (DROP_WITH_CONTENT_TAGS.has(tag.name)) {
      const selfClosing = input[tag.end - 2] === '/';
      if (!tag.closing && !selfClosing) {
        dropDepth = 1;
        dropName = tag.name;
      }
      continue;
    }
    if (!ALLOWED_TAGS.has(tag.name)) continue;
    if (VOID_TAGS.has(tag.name)) {
      if (!tag.closing) out.push(`<${tag.name}>`);
      continue;
    }
    if (!tag.closing) {
      out.push(openTag(tag, onRefusedLink));
      open.push(tag.name);
      continue;
    }
    const at = open.lastIndexOf(tag.name);
    if (at < 0) continue;
    while (open.length > at) out.push(`</${open.pop()}>`);
  }
  while (open.length > 0) out.push(`</${open.pop()}>`);
  return out.join('');
}

/** The hrefs of the links in `html` that the link rule refuses (common/validation/link), as written. */
export function refusedLinks(html: string): string[] {
  const refused: string[] = [];
  sanitizeHtml(html, (href) => refused.push(href));
  return refused;
}
