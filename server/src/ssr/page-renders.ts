export interface RenderedPage {
  html: string;
  status: number;
}

/** Renders at once; beyond this a page is left to the browser instead of queueing behind the others. */
export const MAX_CONCURRENT_RENDERS = 4;

/**
 * The public pages being rendered. Every guest sees the same page (the server never renders a member's), so
 * visitors asking for a page that is being rendered share that render; a finished page is not kept, so a
 * donor back from the gateway sees the new total at once. Rendering costs tens of milliseconds of CPU: when
 * MAX_CONCURRENT_RENDERS are already running the answer is 'busy' and the caller sends the client-rendered
 * page, so a burst of different addresses cannot stall the API behind a queue of renders.
 */
export class PageRenders {
  private readonly inFlight = new Map<string, Promise<RenderedPage | null>>();

  constructor(private readonly maxConcurrent = MAX_CONCURRENT_RENDERS) {}

  get(key: string, render: () => Promise<RenderedPage | null>): Promise<RenderedPage | null> | 'busy' {
    const shared = this.inFlight.get(key);
    if (shared) return shared;
    if (this.inFlight.size >= this.maxConcurrent) return 'busy';
    const page = render().finally(() => this.inFlight.delete(key));
    this.inFlight.set(key, page);
    return page;
  }
}
