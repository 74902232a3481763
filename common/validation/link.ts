// The one rule for every stored link and picture address (page layouts, slides, courses, lessons, programs,
// profiles, landing content). A link is a path on this site or an absolute http(s) address; page layouts may
// also hold mailto: and in-page (#…) addresses. Browsers read '\' as '/', drop tabs and line breaks and normalise '/./', so a path must
// start with one '/' and nothing a browser could turn into a second one: '//host', '/\host', '/\t/host',
// '/%2F%2Fhost' and '/.//host' all lead to another site and are refused.

const THIS_SITE = 'https://this-site.invalid';
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is refused
const SPACE_CONTROL_OR_BACKSLASH = /[\s\u0000-\u001F\u007F-\u009F\\]/;
/** A slash or backslash written as %2F / %5C right after the first '/'. */
const ENCODED_SECOND_SLASH = /^\/%(?:2f|5c)/i;
const MAILTO = /^mailto:[^\s<>"'\\]+@[^\s<>"'\\]+$/i;
/** Where this site's pictures live: uploaded files and the pictures built into the site. */
const PICTURE_FOLDERS = ['/uploads/', '/images/'];

function parse(s: string, base?: string): URL | null {
  try {
    return new URL(s, base);
  } catch {
    return null;
  }
}

/** A path on this site ('/', '/programs/3?x=1#y') that no browser reads as another site's address. */
export function isSitePath(s: string): boolean {
  if (!s.startsWith('/') || s.startsWith('//')) return false;
  if (SPACE_CONTROL_OR_BACKSLASH.test(s) || ENCODED_SECOND_SLASH.test(s)) return false;
  const url = parse(s, THIS_SITE);
  return url !== null && url.origin === THIS_SITE && !url.pathname.startsWith('//');
}

/** An absolute http(s) address with a host ('https://example.org/a'), any letter case in the scheme. */
export function isWebAddress(s: string): boolean {
  if (!/^https?:\/\/[^/]/i.test(s) || SPACE_CONTROL_OR_BACKSLASH.test(s)) return false;
  const url = parse(s);
  return url !== null && (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
}

/** A stored link: a path on this site or an absolute http(s) address. */
export function isLink(s: string): boolean {
  return isSitePath(s) || isWebAddress(s);
}

/** A page layout's link (buttons, text blocks): a link, a mailto: address or a place on the same page. */
export function isLayoutLink(s: string): boolean {
  return isLink(s) || MAILTO.test(s) || (s.startsWith('#') && !SPACE_CONTROL_OR_BACKSLASH.test(s));
}

/**
 * A picture address: a file under /uploads/ or /images/ on this site, or an absolute http(s) address, which
 * the server accepts only when it names an image the site stored (the file store's public address): the
 * site's image policy blocks pictures from anywhere else.
 */
export function isPictureAddress(s: string): boolean {
  if (isWebAddress(s)) return true;
  if (!isSitePath(s)) return false;
  const path = (parse(s, THIS_SITE) as URL).pathname;
  return PICTURE_FOLDERS.some((folder) => path.startsWith(folder));
}
