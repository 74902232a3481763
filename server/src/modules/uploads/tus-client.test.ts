import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type HttpResponse, Upload, type UploadOptions } from 'tus-js-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertUser, tokenFor } from '../../testing/accounts';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { TUS_PATH } from './tus-address';
import { isoVideo } from './video-files';

/** The browser's tus client (its Node build) against the real server: the two must agree on every answer. */

let t: TestApp;
let uploadsDir: string;
let token: string;
let endpoint: string;

beforeAll(async () => {
  uploadsDir = mkdtempSync(path.join(tmpdir(), 'tus-client-'));
  t = await createTestApp({ UPLOADS_DIR: uploadsDir });
  await insertUser(t, '09129995001', { userType: 'ADMIN' });
  token = await tokenFor(t, '09129995001');
  await t.app.fastify.listen({ host: '127.0.0.1', port: 0 });
  endpoint = `http://127.0.0.1:${(t.app.fastify.server.address() as AddressInfo).port}${TUS_PATH}`;
});
afterAll(async () => {
  await t.close();
  rmSync(uploadsDir, { recursive: true, force: true });
});

const CHUNK = 256 * 1024;

function options(extra: Partial<UploadOptions>): UploadOptions {
  return {
    endpoint,
    chunkSize: CHUNK,
    retryDelays: [0],
    headers: { Authorization: `Bearer ${token}` },
    metadata: { filename: 'جلسه ۱.mp4', filetype: 'video/mp4' },
    ...extra,
  };
}

/** Runs an upload to its end: the last response, or the error. */
function run(file: Buffer, extra: Partial<UploadOptions> = {}): Promise<HttpResponse> {
  return new Promise((resolve, reject) => {
    new Upload(
      file,
      options({ ...extra, onSuccess: ({ lastResponse }) => resolve(lastResponse), onError: reject }),
    ).start();
  });
}

describe('the tus client against the server', () => {
  it('uploads in pieces and reads the stored video from the last answer', async () => {
    const video = Buffer.concat([isoVideo('isom'), randomBytes(3 * CHUNK + 123)]);
    const last = await run(video);
    expect(last.getStatus()).toBe(200);
    const answer = JSON.parse(last.getBody());
    expect(answer.success).toBe(true);
    const stored = await t.app.fastify.inject({ method: 'GET', url: answer.data.fileUrl });
    expect(stored.rawPayload.equals(video)).toBe(true);
  });

  it('goes on from the offset after the client stopped, with a new client for the same address', async () => {
    const video = Buffer.concat([isoVideo('isom'), randomBytes(4 * CHUNK)]);
    const uploadUrl = await new Promise<string>((resolve, reject) => {
      const first: Upload = new Upload(
        video,
        options({
          onError: reject,
          onChunkComplete: (_size, accepted) => {
            if (accepted < 2 * CHUNK) return;
            void first.abort().then(() => resolve(String(first.url)));
          },
        }),
      );
      first.start();
    });
    expect(uploadUrl).toMatch(new RegExp(`^${endpoint}/[0-9a-f]{32}$`));
    const sent: number[] = [];
    const last = await run(video, { uploadUrl, onChunkComplete: (_size, accepted) => sent.push(accepted) });
    expect(JSON.parse(last.getBody()).success).toBe(true);
    // Only the pieces after the second went again.
    expect(sent[0]).toBe(3 * CHUNK);
  });

  it("gives the server's refusal to the client as an error carrying the envelope", async () => {
    const error = await run(Buffer.from('not a video at all'), { retryDelays: null }).catch(
      (e: unknown) => e,
    );
    const response = (error as { originalResponse?: HttpResponse }).originalResponse;
    expect(response?.getStatus()).toBe(400);
    expect(JSON.parse(response?.getBody() ?? '{}').success).toBe(false);
  });
});
