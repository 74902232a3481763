import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_KINDS } from '../errors';
import { pngHeader } from '../modules/uploads/hostile-files';
import { bearer, insertUser, tokenFor } from '../testing/accounts';
import { createTestApp, type TestApp } from '../testing/test-app';

const MB = 1024 * 1024;
const BOUNDARY = '----graphql-multipart-boundary';
const TRIES = 6;

let t: TestApp;
let tmp: string;
let previousTmp: string | undefined;
let port: number;
let member: string;

beforeAll(async () => {
  // os.tmpdir() reads TMPDIR on each call: this worker's capacitors land in a directory of our own.
  previousTmp = process.env.TMPDIR;
  tmp = mkdtempSync(path.join(tmpdir(), 'graphql-capacitors-'));
  const uploadsDir = mkdtempSync(path.join(tmp, 'uploads-'));
  process.env.TMPDIR = tmp;
  t = await createTestApp({ UPLOADS_DIR: uploadsDir });
  await insertUser(t, '09129990071', { userType: 'STUDENT' });
  member = bearer(await tokenFor(t, '09129990071')).authorization;
  await t.app.fastify.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.fastify.server.address();
  port = typeof address === 'object' && address ? address.port : 0;
});
afterAll(async () => {
  await t.close();
  if (previousTmp === undefined) delete process.env.TMPDIR;
  else process.env.TMPDIR = previousTmp;
  rmSync(tmp, { recursive: true, force: true });
});

const capacitorFiles = () => readdirSync(tmp).filter((name) => /^capacitor-[0-9a-f]{32}\.tmp$/.test(name));
const until = async (check: () => boolean, ms = 5000) => {
  const deadline = Date.now() + ms;
  while (!check() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
  return check();
};

const field = (name: string, value: string) =>
  `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
const uploadMutation = (mutation: string) =>
  `mutation ($file: Upload) { ${mutation}(file: $file) { fileUrl } }`;
const operationsAndMap = (query: string) =>
  Buffer.from(
    field('operations', JSON.stringify({ query, variables: { file: null } })) +
      field('map', JSON.stringify({ 0: ['variables.file'] })),
  );
const FILE_HEAD = Buffer.from(
  `--${BOUNDARY}\r\nContent-Disposition: form-data; name="0"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
);
const END = Buffer.from(`\r\n--${BOUNDARY}--\r\n`);

interface RawUpload {
  /** The answer's status line and body, as far as it came. */
  status: number | null;
  body: string;
  /** Whether the answer head had arrived before the file's bytes were sent. */
  answeredBeforeFile: boolean;
  /** With ending 'stall': whether the server closed the connection. */
  closedByServer: boolean;
}

/** Writes `chunk`, going on after a second when the server stops reading (it may have stopped for good). */
const written = (socket: Socket, chunk: Buffer) =>
  new Promise<void>((resolve) => {
    if (socket.destroyed || !socket.writable) return resolve();
    const timer = setTimeout(() => {
      process.env.PROBE && console.log('write stalled', socket.destroyed);
      resolve();
    }, 1000);
    socket.write(chunk, () => {
      clearTimeout(timer);
      resolve();
    });
  });

/**
 * A multipart request over a real socket: the operations and map parts and the file part's head, then
 * (after waiting up to `waitMs` for an answer) `fileBytes` of the file, a mebibyte at a time; then the
 * end, or a disconnect.
 */
async function rawUpload(options: {
  authorization?: string;
  /** An upload mutation's name, or a whole query. */
  mutation: string;
  fileBytes: number;
  /** 'stall': send nothing more and wait (up to 10 s) for the server to close the connection. */
  ending: 'finish' | 'abort' | 'stall';
  waitMs?: number;
  port?: number;
}): Promise<RawUpload> {
  const fields = operationsAndMap(
    options.mutation.includes(' ') ? options.mutation : uploadMutation(options.mutation),
  );
  const length = fields.length + FILE_HEAD.length + options.fileBytes + END.length;
  const socket = connect(options.port ?? port, '127.0.0.1');
  socket.on('error', () => {});
  await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
  let received = '';
  socket.on('data', (data) => {
    received += data.toString('utf8');
  });
  const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  await written(
    socket,
    Buffer.from(
      `POST /graphql HTTP/1.1\r\nHost: 127.0.0.1\r\nApollo-Require-Preflight: true\r\n` +
        (options.authorization ? `Authorization: ${options.authorization}\r\n` : '') +
        `Content-Type: multipart/form-data; boundary=${BOUNDARY}\r\nContent-Length: ${length}\r\n\r\n`,
    ),
  );
  // busboy takes a part as whole once the next boundary is in: the file part's head goes with the fields.
  await written(socket, Buffer.concat([fields, FILE_HEAD]));
  const answeredBeforeFile = await until(() => received.includes('\r\n\r\n'), options.waitMs ?? 3000);
  await written(socket, pngHeader(4, 4));
  const chunk = Buffer.alloc(MB);
  for (let left = options.fileBytes - pngHeader(4, 4).length; left > 0; left -= chunk.length) {
    await written(socket, left >= chunk.length ? chunk : chunk.subarray(0, left));
  }
  if (options.ending === 'finish') {
    await written(socket, END);
    await Promise.race([closed, until(() => /\r\n\r\n[\s\S]*\}/.test(received), 5000)]);
  }
  // A disconnect "in the middle of a file" means the server has started storing it: on a busy machine the
  // request may not have reached the upload yet, and a check for leftovers would then pass too early.
  if (options.ending === 'abort') await until(() => capacitorFiles().length > 0);
  let closedByServer = false;
  if (options.ending === 'stall') {
    closedByServer = await Promise.race([
      closed.then(() => true),
      new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 10_000)),
    ]);
  }
  socket.destroy();
  await closed;
  const status = /^HTTP\/1\.1 (\d{3})/.exec(received)?.[1];
  return {
    status: status ? Number(status) : null,
    body: received.split('\r\n\r\n')[1] ?? '',
    answeredBeforeFile,
    closedByServer,
  };
}

describe('temporary files of /graphql multipart requests', () => {
  it('refuses a guest with 401 before the body is read, and no temp file stays', async () => {
    expect(capacitorFiles()).toEqual([]);
    for (let i = 0; i < TRIES; i++) {
      const answer = await rawUpload({ mutation: 'uploadImage', fileBytes: 10 * MB, ending: 'finish' });
      const released = await until(() => capacitorFiles().length === 0);
      expect({
        try: i,
        status: answer.status,
        answeredBeforeFile: answer.answeredBeforeFile,
        released,
      }).toEqual({
        try: i,
        status: 401,
        answeredBeforeFile: true,
        released: true,
      });
      expect(answer.body).toContain(ERROR_KINDS.UNAUTHENTICATED.defaultMessage);
      expect(answer.body).toContain('"code":"UNAUTHENTICATED"');
    }
  });

  it('a guest with an invalid token is refused the same way', async () => {
    const answer = await rawUpload({
      authorization: 'Bearer not-a-token',
      mutation: 'uploadImage',
      fileBytes: MB,
      ending: 'finish',
    });
    expect(answer.status).toBe(401);
    expect(await until(() => capacitorFiles().length === 0)).toBe(true);
  });

  it('a member refused an admin upload gets 403 before the file, and its temp file is released', async () => {
    for (let i = 0; i < TRIES; i++) {
      const answer = await rawUpload({
        authorization: member,
        mutation: 'uploadCourseVideo',
        fileBytes: 10 * MB,
        ending: 'finish',
      });
      const released = await until(() => capacitorFiles().length === 0);
      expect({
        try: i,
        status: answer.status,
        answeredBeforeFile: answer.answeredBeforeFile,
        released,
      }).toEqual({
        try: i,
        status: 403,
        answeredBeforeFile: true,
        released: true,
      });
      expect(answer.body).toContain('"code":"FORBIDDEN"');
    }
  });

  it('a file arriving after an answer that did not need it is released (a field taking no file)', async () => {
    for (let i = 0; i < TRIES; i++) {
      const answer = await rawUpload({
        authorization: member,
        mutation: 'query ($file: Upload) { health { status } }',
        fileBytes: 10 * MB,
        ending: 'finish',
      });
      const released = await until(() => capacitorFiles().length === 0);
      expect({ try: i, status: answer.status, released }).toEqual({ try: i, status: 400, released: true });
    }
  });

  it('a member who disconnects in the middle of a file leaves no temp file', async () => {
    for (let i = 0; i < TRIES; i++) {
      await rawUpload({
        authorization: member,
        mutation: 'uploadImage',
        fileBytes: 3 * MB,
        ending: 'abort',
        waitMs: 50,
      });
      expect({ try: i, released: await until(() => capacitorFiles().length === 0) }).toEqual({
        try: i,
        released: true,
      });
    }
  });

  it('a member whose upload stalls is cut off by the connection timeout, and the temp file goes with it', async () => {
    const slow = await createTestApp({
      UPLOADS_DIR: mkdtempSync(path.join(tmp, 'uploads-')),
      CONNECTION_TIMEOUT_SECONDS: '1',
      REQUEST_TIMEOUT_SECONDS: '2',
    });
    try {
      await slow.app.fastify.listen({ port: 0, host: '127.0.0.1' });
      const address = slow.app.fastify.server.address();
      const slowPort = typeof address === 'object' && address ? address.port : 0;
      await insertUser(slow, '09129990072');
      const authorization = bearer(await tokenFor(slow, '09129990072')).authorization;
      const answer = await rawUpload({
        authorization,
        mutation: 'uploadImage',
        fileBytes: 2 * MB,
        ending: 'stall',
        waitMs: 50,
        port: slowPort,
      });
      expect(answer.closedByServer).toBe(true);
      expect(await until(() => capacitorFiles().length === 0)).toBe(true);
    } finally {
      await slow.close();
    }
  });
});
