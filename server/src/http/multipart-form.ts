import type { ServerResponse } from 'node:http';
import busboy from 'busboy';
import type { FastifyRequest } from 'fastify';
import { WriteStream } from 'fs-capacitor';
import Upload from 'graphql-upload/Upload.mjs';
import { DomainError } from '../errors';

export interface MultipartLimits {
  /** Bytes per file. */
  maxFileSize: number;
  maxFiles: number;
  /** The 413 message when a file passes maxFileSize. */
  tooLargeMessage?: string;
}

export interface MultipartInput {
  /** Text fields, as a JSON body would carry them. */
  fields: Record<string, string>;
  /** One Upload per expected file field: the same value graphql-upload gives the Upload scalar. */
  files: Record<string, Upload>;
}

/**
 * Reads a plain multipart form (field `file`, …) into Upload values, so REST routes hand files to the
 * same Upload scalar as /graphql. Files are buffered through fs-capacitor while they stream in; the size
 * limit is enforced while reading, and a file over it fails the whole request with PAYLOAD_TOO_LARGE.
 * The temporary files are released when the response closes, and destroyed at once when the client
 * disconnects mid-body (as graphql-upload does for /graphql).
 */
export function readMultipart(
  request: FastifyRequest,
  response: ServerResponse,
  fileFields: readonly string[],
  limits: MultipartLimits,
): Promise<MultipartInput> {
  return new Promise((resolve, reject) => {
    const fields: Record<string, string> = {};
    const files: Record<string, Upload> = {};
    const capacitors: WriteStream[] = [];
    response.once('close', () => {
      for (const capacitor of capacitors) capacitor.release();
    });
    request.raw.once('close', () => {
      if (request.raw.readableEnded) return;
      for (const capacitor of capacitors) capacitor.destroy();
      reject(new DomainError('VALIDATION'));
    });
    let tooLarge = false;
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: request.headers,
        // Browsers send file names as raw UTF-8 (busboy's default reads them as latin1), as graphql-upload does.
        defParamCharset: 'utf8',
        limits: { fileSize: limits.maxFileSize, files: limits.maxFiles, fields: 50, fieldSize: 1024 * 1024 },
      });
    } catch {
      reject(new DomainError('VALIDATION'));
      return;
    }
    parser.on('field', (name, value) => {
      fields[name] = value;
    });
    parser.on('file', (name, stream, info) => {
      if (!fileFields.includes(name) || files[name]) {
        stream.resume();
        return;
      }
      const capacitor = new WriteStream();
      capacitor.on('error', () => {});
      capacitors.push(capacitor);
      const upload = new Upload();
      files[name] = upload;
      // busboy stops reading a file at the limit; the whole request is then refused before any resolver runs.
      // The rest of the part is drained: busboy may be waiting for this stream to be read before it parses on.
      stream.on('limit', () => {
        tooLarge = true;
        stream.unpipe(capacitor);
        capacitor.destroy();
        stream.resume();
      });
      stream.pipe(capacitor);
      upload.resolve({
        filename: info.filename ?? 'file',
        mimetype: info.mimeType,
        encoding: info.encoding,
        createReadStream: (options) => capacitor.createReadStream(options),
      });
    });
    parser.on('error', () => reject(new DomainError('VALIDATION')));
    parser.on('close', () =>
      tooLarge
        ? reject(new DomainError('PAYLOAD_TOO_LARGE', limits.tooLargeMessage))
        : resolve({ fields, files }),
    );
    request.raw.pipe(parser);
  });
}
