import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Answers smaller than this go out as they are: compressing them costs more than it saves. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/**
 * HTML, JSON and other text answers compressed on the fly when the client accepts it: brotli at a quality
 * that is cheap on the CPU for per-request answers, else gzip. Built assets are precompressed at their best
 * (the client build writes .br and .gz beside them) and served as such by @fastify/static; pictures and
 * videos are not compressible types and pass through.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    global: true,
    threshold: COMPRESSION_THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
  });
}
