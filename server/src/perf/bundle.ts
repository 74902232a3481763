import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, gzipSync } from 'node:zlib';

export const CLIENT_DIST = fileURLToPath(new URL('../../../dist/client', import.meta.url));
/**
 * What the landing route's JavaScript may cost a first visit, as sent (brotli): issue 10's target, held by
 * the bundle test. React DOM alone is 54 KB of it and Apollo Client with rxjs and graphql's printer about 40.
 */
export const LANDING_TARGET_KB = 130;

export interface ChunkSize {
  file: string;
  bytes: number;
  gzipBytes: number;
  /** As the server sends it to a browser that accepts brotli: the build's precompressed .br file. */
  brotliBytes: number;
}

export interface LandingBundle {
  chunks: ChunkSize[];
  totalGzipKb: number;
  totalBrotliKb: number;
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
      const brotli = existsSync(`${file}.br`) ? readFileSync(`${file}.br`) : brotliCompressSync(content);
      return {
        file: path.relative(dist, file),
        bytes: content.length,
        gzipBytes: gzipSync(content).length,
        brotliBytes: brotli.length,
      };
    })
    .sort((a, b) => b.brotliBytes - a.brotliBytes);
  const totalGzipKb = chunks.reduce((sum, c) => sum + c.gzipBytes, 0) / 1024;
  const totalBrotliKb = chunks.reduce((sum, c) => sum + c.brotliBytes, 0) / 1024;
  return { chunks, totalGzipKb, totalBrotliKb };
}
