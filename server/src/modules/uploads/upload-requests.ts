import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { count } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { files } from '../../db/schema';
import { ERROR_KINDS } from '../../errors';
import type { TestApp } from '../../testing/test-app';

/** Multipart requests for the upload tests, through either door; bodies may be streamed. */
const BOUNDARY = '----course-upload-boundary';
const CONTENT_TYPE = `multipart/form-data; boundary=${BOUNDARY}`;

export interface FilePart {
  body: Buffer;
  filename: string;
  type: string;
}

const fieldPart = (name: string, value: string) =>
  Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`);
const fileHead = (name: string, filename: string, type: string) =>
  Buffer.from(
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"; filename="${filename}"\r\n` +
      `Content-Type: ${type}\r\n\r\n`,
  );
const END = Buffer.from(`\r\n--${BOUNDARY}--\r\n`);

/** `head`, then zero bytes up to `length` in all, produced a mebibyte at a time (never held whole). */
export function* paddedTo(head: Buffer, length: number): Generator<Buffer> {
  yield head;
  const zeros = Buffer.alloc(1024 * 1024);
  for (let left = length - head.length; left > 0; left -= zeros.length) {
    yield left >= zeros.length ? zeros : zeros.subarray(0, left);
  }
}

/** The parts before the file for each door: none on /api, `operations` and `map` on /graphql. */
function graphqlFields(mutation: string, selection: string): Buffer {
  const query = `mutation ($file: Upload) { ${mutation}(file: $file) { ${selection} } }`;
  return Buffer.concat([
    fieldPart('operations', JSON.stringify({ query, variables: { file: null } })),
    fieldPart('map', JSON.stringify({ 0: ['variables.file'] })),
  ]);
}

export interface Door {
  name: 'rest' | 'graphql';
  /** Sends the file; `chunks` (streamed) replaces `file.body` when given. */
  send(
    t: TestApp,
    file: FilePart,
    headers: Record<string, string>,
    chunks?: Iterable<Buffer>,
  ): Promise<LightMyRequestResponse>;
}

function door(
  name: Door['name'],
  url: string,
  fields: Buffer,
  fileField: string,
  extraHeaders: Record<string, string>,
): Door {
  return {
    name,
    send: (t, file, headers, chunks) => {
      const parts = [fields, fileHead(fileField, file.filename, file.type)];
      const payload = chunks
        ? Readable.from(
            (function* () {
              yield* parts;
              yield* chunks;
              yield END;
            })(),
          )
        : Buffer.concat([...parts, file.body, END]);
      return t.app.fastify.inject({
        method: 'POST',
        url,
        headers: { 'content-type': CONTENT_TYPE, ...extraHeaders, ...headers },
        payload,
      });
    },
  };
}

const VIDEO_FIELDS = 'fileUrl minioKey fileName mimeType size';
const IMAGE_FIELDS = 'url fileUrl fileName mimeType size';
const PREFLIGHT = { 'apollo-require-preflight': 'true' };

export const videoDoors: Door[] = [
  door('rest', '/api/courses/upload/video', Buffer.alloc(0), 'file', {}),
  door('graphql', '/graphql', graphqlFields('uploadCourseVideo', VIDEO_FIELDS), '0', PREFLIGHT),
];

export const imageDoors: Door[] = [
  door('rest', '/api/upload/image', Buffer.alloc(0), 'file', {}),
  door('graphql', '/graphql', graphqlFields('uploadImage', IMAGE_FIELDS), '0', PREFLIGHT),
];

export const thumbnailDoors: Door[] = [
  door('rest', '/api/courses/upload/thumbnail', Buffer.alloc(0), 'file', {}),
  door('graphql', '/graphql', graphqlFields('uploadCourseThumbnail', IMAGE_FIELDS), '0', PREFLIGHT),
];

export interface Outcome {
  /** The HTTP status (REST), or the one the GraphQL error code stands for (200 without errors). */
  status: number;
  message: string | undefined;
  data: Record<string, unknown> | null;
}

/** One view of an answer from either door, so both can be held to the same expectation. */
export function outcomeOf(doorName: Door['name'], response: LightMyRequestResponse, field: string): Outcome {
  const json = response.json();
  if (doorName === 'rest')
    return { status: response.statusCode, message: json.message, data: json.data ?? null };
  const error = json.errors?.[0] as { message: string; extensions?: { code?: string } } | undefined;
  const kind = Object.values(ERROR_KINDS).find((k) => k.graphqlCode === error?.extensions?.code);
  return {
    status: error ? (kind?.httpStatus ?? 500) : 200,
    message: error?.message,
    data: json.data?.[field] ?? null,
  };
}

/** What an upload left behind: files under the storage root (staging included), staged files, `files` rows. */
export function keptBy(t: TestApp, uploadsDir: string) {
  return {
    storedFiles: () =>
      readdirSync(uploadsDir, { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile())
        .map((entry) => path.relative(uploadsDir, path.join(entry.parentPath, entry.name)))
        .sort(),
    /** Files in the staging folder (the resumable uploads' own folder in it is not one). */
    staged: () => {
      const dir = t.app.services.storage.stagingDir;
      if (!existsSync(dir)) return [];
      return readdirSync(dir, { withFileTypes: true })
        .filter((entry) => entry.isFile())
        .map((entry) => entry.name);
    },
    rows: async () => (await t.db.select({ n: count() }).from(files))[0].n,
  };
}
