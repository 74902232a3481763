import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { toPersianDigits } from '@common/digits';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { fail } from '../rest/envelope';
import { byteRangeOf } from './byte-range';
import { CONTENT_TYPES, STORAGE_KEY_PATTERN } from './file-storage';
import {
  isResizable,
  parseVariantWidth,
  VARIANT_WIDTHS,
  type VariantWidth,
  variantFile,
  variantFormatFor,
} from './image-variants';
import { type LocalFileStorage, UPLOADS_URL_PREFIX } from './local-storage';

const NOT_FOUND = 'فایل مورد نظر یافت نشد';
const BAD_WIDTH = `عرض تصویر باید یکی از ${VARIANT_WIDTHS.map((w) => toPersianDigits(w)).join('، ')} باشد`;

/**
 * GET /uploads/<key> for the local disk: only server-chosen names, the type from the extension, never
 * sniffed (nosniff) and never run as a page (a CSP that allows nothing). A single byte range is answered
 * 206, so video players can seek (Safari plays nothing without it). `?w=` (one of VARIANT_WIDTHS) asks for a
 * JPEG, PNG or WebP picture at that width, as WebP when accepted (storage/image-variants.ts).
 */
export function registerUploadFiles(app: FastifyInstance, storage: LocalFileStorage): void {
  app.get(`${UPLOADS_URL_PREFIX}*`, async (request, reply) => {
    const key = (request.params as { '*': string })['*'];
    const type = CONTENT_TYPES[key.slice(key.lastIndexOf('.') + 1)];
    const file = STORAGE_KEY_PATTERN.test(key) && type ? storage.pathOf(key) : null;
    const info = file ? await stat(file).catch(() => null) : null;
    if (!file || !info?.isFile()) return reply.code(404).send(fail(NOT_FOUND));
    const width = parseVariantWidth((request.query as { w?: unknown }).w);
    if (width === 'invalid') return reply.code(400).send(fail(BAD_WIDTH));
    const served = width && isResizable(key) ? await resized(request, reply, file, key, width) : null;
    return sendFile(request, reply, served?.file ?? file, served?.type ?? type, served?.size ?? info.size);
  });

  /** The picture at a slot's width, as WebP when the browser takes it; the original if sharp cannot read it. */
  async function resized(
    request: FastifyRequest,
    reply: FastifyReply,
    file: string,
    key: string,
    width: VariantWidth,
  ): Promise<{ file: string; type: string; size: number } | null> {
    reply.header('Vary', 'Accept');
    const format = variantFormatFor(request.headers.accept);
    try {
      const variant = await variantFile(file, key, width, format, storage.variantsDir);
      const type =
        format === 'webp' ? 'image/webp' : (CONTENT_TYPES[key.slice(key.lastIndexOf('.') + 1)] as string);
      return { file: variant, type, size: (await stat(variant)).size };
    } catch (error) {
      request.log.warn({ err: error, key }, 'picture could not be resized; the original is sent');
      return null;
    }
  }

  function sendFile(request: FastifyRequest, reply: FastifyReply, file: string, type: string, size: number) {
    reply
      .header('Content-Type', type)
      .header('Accept-Ranges', 'bytes')
      .header('X-Content-Type-Options', 'nosniff')
      .header('Content-Security-Policy', "default-src 'none'; sandbox")
      .header('Cache-Control', 'public, max-age=31536000, immutable');
    const range = byteRangeOf(request.headers.range, size);
    if (range === 'unsatisfiable') return reply.code(416).header('Content-Range', `bytes */${size}`).send();
    if (!range) return reply.header('Content-Length', size).send(createReadStream(file));
    return reply
      .code(206)
      .header('Content-Range', `bytes ${range.start}-${range.end}/${size}`)
      .header('Content-Length', range.end - range.start + 1)
      .send(createReadStream(file, range));
  }
}
