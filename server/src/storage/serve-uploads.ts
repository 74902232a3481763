import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import { fail } from '../rest/envelope';
import { CONTENT_TYPES, STORAGE_KEY_PATTERN } from './file-storage';
import { type LocalFileStorage, UPLOADS_URL_PREFIX } from './local-storage';

const NOT_FOUND = 'فایل مورد نظر یافت نشد';

/**
 * GET /uploads/<key> for the local disk: only server-chosen names, the type from the extension, never
 * sniffed (nosniff) and never run as a page (a CSP that allows nothing).
 */
export function registerUploadFiles(app: FastifyInstance, storage: LocalFileStorage): void {
  app.get(`${UPLOADS_URL_PREFIX}*`, async (request, reply) => {
    const key = (request.params as { '*': string })['*'];
    const type = CONTENT_TYPES[key.slice(key.lastIndexOf('.') + 1)];
    const file = STORAGE_KEY_PATTERN.test(key) && type ? storage.pathOf(key) : null;
    const info = file ? await stat(file).catch(() => null) : null;
    if (!file || !info?.isFile()) return reply.code(404).send(fail(NOT_FOUND));
    return reply
      .header('Content-Type', type)
      .header('Content-Length', info.size)
      .header('X-Content-Type-Options', 'nosniff')
      .header('Content-Security-Policy', "default-src 'none'; sandbox")
      .header('Cache-Control', 'public, max-age=31536000, immutable')
      .send(createReadStream(file));
  });
}
