import { useCallback, useRef } from 'react';

/**
 * A ref for a picture with a fallback. On a server-rendered page the browser may give up on a picture before
 * hydration attaches its onError, and the error event never fires again; so, once React holds the element, a
 * picture that is complete with no width is decoded, and `onBroken` runs when that fails (an SVG without a
 * size of its own also has no width, but decodes).
 */
export function useBrokenImageRef(onBroken: (() => void) | undefined) {
  const latest = useRef(onBroken);
  latest.current = onBroken;
  return useCallback((img: HTMLImageElement | null) => {
    if (!img?.complete || img.naturalWidth !== 0 || !img.getAttribute('src')) return;
    img.decode().catch(() => latest.current?.());
  }, []);
}
