/**
 * A hook into the browser's back and forward buttons for pages that must ask first (a dirty admin form).
 * The declarative router cannot block history, and a listener only runs before the router's when it is
 * registered first: this module is imported by the entry, before the router mounts. A blocker that answers
 * true has taken the step over, and the router never hears of it.
 */
type Blocker = (event: PopStateEvent) => boolean;

let blocker: Blocker | null = null;

export function setHistoryBlocker(next: Blocker | null): void {
  blocker = next;
}

export function installHistoryBlocker(target: Window): void {
  target.addEventListener('popstate', (event) => {
    if (blocker?.(event)) event.stopImmediatePropagation();
  });
}
