import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

export const CLIENT_DIST = fileURLToPath(new URL('../../../dist/client', import.meta.url));
/** What the landing route should cost a first visit (gzipped JavaScript). */
export const LANDING_TARGET_KB = 170;
/** Above this the bundle-size test fails. */
export const LANDING_LIMIT_KB = 200;

export interface ChunkSize {
  file: string;
  bytes: number;
  gzipBytes: number;
}

export interface LandingBundle {
  chunks: ChunkSize[];
  totalGzipKb: number;
}

/**
 * The JavaScript a visitor downloads for the landing route: the entry script of index.html and,
 * transitively, every chunk it imports statically (the modulepreload links are the first level).
 * Dynamic imports (lazy pages) are not followed.
 */
export function landingBundle(dist = CLIENT_DIST): LandingBundle {
  const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
  const entries = [
    ...html.matchAll(/<script[^>]+type="module"[^>]+src="([^"]+)"/g),
    ...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g),
  ].map((m) => m[1]);
  const seen = new Set<string>();
  const queue = [...entries];
  while (queue.length > 0) {
    const url = queue.shift() as string;
    if (seen.has(url)) continue;
    seen.add(url);
    const file = path.join(dist, url.replace(/^\//, ''));
    if (!existsSync(file)) continue;
    const code = readFileSync(file, 'utf8');
    // Static imports only: `import ... from "./x.js"` / `import "./x.js"` (rollup's output form).
    for (const m of code.matchAll(/(?:^|[;\n}])\s*import\s*(?:[^'"()]*?\sfrom\s*)?["']([^"']+\.js)["']/g)) {
      queue.push(path.posix.join(path.posix.dirname(url), m[1]));
    }
  }
  const chunks = [...seen]
    .map((url) => path.join(dist, url.replace(/^\//, '')))
    .filter((file) => existsSync(file))
    .map((file) => {
      const content = readFileSync(file);
      return { file: path.relative(dist, file), bytes: content.length, gzipBytes: gzipSync(content).length };
    })
    .sort((a, b) => b.gzipBytes - a.gzipBytes);
  const totalGzipKb = chunks.reduce((sum, c) => sum + c.gzipBytes, 0) / 1024;
  return { chunks, totalGzipKb };
}
