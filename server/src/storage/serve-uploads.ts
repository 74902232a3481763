import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import { fail } from '../rest/envelope';
import { byteRangeOf } from './byte-range';
import { CONTENT_TYPES, STORAGE_KEY_PATTERN } from './file-storage';
import { type LocalFileStorage, UPLOADS_URL_PREFIX } from './local-storage';

const NOT_FOUND = 'فایل مورد نظر یافت نشد';

/**
 * GET /uploads/<key> for the local disk: only server-chosen names, the type from the extension, never
 * sniffed (nosniff) and never run as a page (a CSP that allows nothing). A single byte range is answered
 * 206, so video players can seek (Safari plays nothing without it).
 */
export function registerUploadFiles(app: FastifyInstance, storage: LocalFileStorage): void {
  app.get(`${UPLOADS_URL_PREFIX}*`, async (request, reply) => {
    const key = (request.params as { '*': string })['*'];
    const type = CONTENT_TYPES[key.slice(key.lastIndexOf('.') + 1)];
    const file = STORAGE_KEY_PATTERN.test(key) && type ? storage.pathOf(key) : null;
    const info = file ? await stat(file).catch(() => null) : null;
    if (!file || !info?.isFile()) return reply.code(404).send(fail(NOT_FOUND));
    reply
      .header('Content-Type', type)
      .header('Accept-Ranges', 'bytes')
      .header('X-Content-Type-Options', 'nosniff')
      .header('Content-Security-Policy', "default-src 'none'; sandbox")
      .header('Cache-Control', 'public, max-age=31536000, immutable');
    const range = byteRangeOf(request.headers.range, info.size);
    if (range === 'unsatisfiable')
      return reply.code(416).header('Content-Range', `bytes */${info.size}`).send();
    if (!range) return reply.header('Content-Length', info.size).send(createReadStream(file));
    return reply
      .code(206)
      .header('Content-Range', `bytes ${range.start}-${range.end}/${info.size}`)
      .header('Content-Length', range.end - range.start + 1)
      .send(createReadStream(file, range));
  });
}
