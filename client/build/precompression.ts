import { readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

/**
 * How the built client's text assets are precompressed: once, at brotli's and gzip's best, written beside
 * each file as .br and .gz (served as they are, server/src/http/client-files.ts). The Vite build does it with
 * vite-plugin-compression2; `npm start`'s first build leaves it to `precompressMissing`, after the site is up.
 */
/** Set to '1' in a Vite build's environment: the build leaves precompression to `precompressMissing`. */
export const DEFER_PRECOMPRESSION = 'CLIENT_PRECOMPRESSION_DEFERRED';
export const PRECOMPRESSED_FILES = /\.(js|css|html|svg|json|txt|map)$/;
/** Smaller files are sent as they are: compressing them costs more than it saves. */
export const PRECOMPRESSION_THRESHOLD_BYTES = 1024;
export const BROTLI_OPTIONS = { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } };
export const GZIP_OPTIONS = { level: 9 };

const ENCODINGS = [
  { suffix: '.br', compress: (data: Buffer) => promisify(brotliCompress)(data, BROTLI_OPTIONS) },
  { suffix: '.gz', compress: (data: Buffer) => promisify(gzip)(data, GZIP_OPTIONS) },
];

/** A half-written output (`<file>.br.partial-<pid>`); never served under an asset's name. */
const PARTIAL = /\.partial-(\d+)$/;

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** What a stopped run left half-written (a running one, e.g. the start's, finishes its own). */
const isLeftOver = (file: string) => {
  const pid = PARTIAL.exec(file)?.[1];
  return pid !== undefined && !isRunning(Number(pid));
};

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name));
}

/**
 * Writes the .br and .gz a built file lacks, as the build's plugin would have: only for matching files of at
 * least the threshold, and only where the result is smaller. Each output appears whole (written beside, then
 * renamed), so a request meanwhile gets either the plain file or the finished one. Answers how many it wrote.
 */
export async function precompressMissing(dir: string): Promise<number> {
  const files = await filesUnder(dir);
  await Promise.all(files.filter(isLeftOver).map((file) => rm(file, { force: true })));
  const present = new Set(files);
  let written = 0;
  for (const file of files) {
    if (!PRECOMPRESSED_FILES.test(file) || PARTIAL.test(file)) continue;
    const missing = ENCODINGS.filter(({ suffix }) => !present.has(file + suffix));
    if (missing.length === 0 || (await stat(file)).size < PRECOMPRESSION_THRESHOLD_BYTES) continue;
    const data = await readFile(file);
    for (const { suffix, compress } of missing) {
      const packed = await compress(data);
      if (packed.length >= data.length) continue;
      const partial = `${file}${suffix}.partial-${process.pid}`;
      await writeFile(partial, packed);
      await rename(partial, file + suffix);
      written++;
    }
  }
  return written;
}
