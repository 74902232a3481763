/** Where a member lands after signing in when no (acceptable) `?redirect=` is given. */
export const AFTER_SIGN_IN_PATH = '/profile';

const GUEST_PAGES = new Set(['/login', '/signup']);
const BASE = 'https://same-origin.invalid';

/**
 * The `?redirect=` target when it is a path on this site ('/courses/7?tab=1'), else /profile.
 * Refused: absolute and protocol-relative URLs ('//evil.example'), backslashes, and the guest pages
 * themselves (no loop back to /login). The answer is the parsed, normalised path (tabs and newlines gone).
 */
export function safeRedirectPath(raw: string | null | undefined): string {
  const path = raw?.trim() ?? '';
  if (!path.startsWith('/') || path.startsWith('//') || path.includes('\\')) return AFTER_SIGN_IN_PATH;
  try {
    const url = new URL(path, BASE);
    const safe = url.origin === BASE && !url.pathname.startsWith('//') && !GUEST_PAGES.has(url.pathname);
    return safe ? `${url.pathname}${url.search}${url.hash}` : AFTER_SIGN_IN_PATH;
  } catch {
    return AFTER_SIGN_IN_PATH;
  }
}
