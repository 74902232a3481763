import type { NormalizedCacheObject } from '@apollo/client';

/** The id of the JSON script in which the server hands the browser its Apollo cache. */
export const SERVER_STATE_ID = 'apollo-state';

/** The cache the server rendered the page with, or nothing on a page rendered only in the browser. */
export function readServerState(): NormalizedCacheObject | undefined {
  if (typeof document === 'undefined') return undefined;
  const script = document.getElementById(SERVER_STATE_ID);
  if (!script?.textContent) return undefined;
  try {
    const state: unknown = JSON.parse(script.textContent);
    return state && typeof state === 'object' ? (state as NormalizedCacheObject) : undefined;
  } catch {
    return undefined;
  }
}
