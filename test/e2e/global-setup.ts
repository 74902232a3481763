import { ensureClientBuilt } from '../../scripts/client-build.mjs';

/** The end-to-end tests drive the built client: build it when it is missing or older than its sources. */
export default function setup(): void {
  ensureClientBuilt();
}
