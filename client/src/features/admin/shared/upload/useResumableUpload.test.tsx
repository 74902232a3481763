import { messages } from '@common/validation/messages';
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../../../app/session/sessionStore';
import { FakeTusServer, STORED, videoFile } from './fakeTusServer';
import { useResumableUpload } from './useResumableUpload';

// Vitest resolves the package's Node build; the browser's (Blob pieces, local storage, file fingerprints) is the one
// the site bundles.
vi.mock('tus-js-client', async () => {
  const browserBuild: string = 'tus-js-client/lib.esm/browser/index.js';
  return (await import(browserBuild)) as typeof import('tus-js-client');
});

const tusWith = (server: FakeTusServer) => ({ httpStack: server, chunkSize: 1000, retryDelays: [0, 0] });

function setup(server = new FakeTusServer()) {
  const onUploaded = vi.fn();
  const hook = renderHook(() => useResumableUpload(onUploaded, tusWith(server)));
  return { server, onUploaded, hook };
}

describe('useResumableUpload', () => {
  it('sends the file in pieces with the session token and the file metadata, then hands over the stored file', async () => {
    sessionStore.set('the-token', { id: 1, userType: 'ADMIN' } as never);
    const { server, onUploaded, hook } = setup();
    act(() => hook.result.current.start(videoFile(3500)));
    await waitFor(() => expect(hook.result.current.status).toBe('done'));
    expect(hook.result.current.percent).toBe(100);
    expect(onUploaded).toHaveBeenCalledWith(STORED);
    const [creation] = server.sent;
    expect(creation.method).toBe('POST');
    expect(creation.url).toBe('/api/uploads/tus');
    expect(creation.headers.Authorization).toBe('Bearer the-token');
    expect(creation.headers['Upload-Length']).toBe('3500');
    expect(creation.headers['Upload-Metadata']).toContain('filename ');
    expect(server.patches().map((p) => p.bytes)).toEqual([1000, 1000, 1000, 500]);
    expect(server.patches().every((p) => p.headers.Authorization === 'Bearer the-token')).toBe(true);
  });

  it('refuses a file that is not an allowed video, or too large, before sending anything', () => {
    const { server, hook } = setup();
    act(() => hook.result.current.start(videoFile(10, 'notes.txt', 'text/plain')));
    expect(hook.result.current).toMatchObject({ status: 'error', error: messages.videoType });
    const big = new File([], 'big.mp4', { type: 'video/mp4' });
    Object.defineProperty(big, 'size', { value: 100 * 1024 * 1024 + 1 });
    act(() => hook.result.current.start(big));
    expect(hook.result.current).toMatchObject({ status: 'error', error: messages.videoTooLarge });
    expect(server.sent).toEqual([]);
  });

  it("shows the server's message when it refuses the finished file", async () => {
    const server = new FakeTusServer();
    server.finalAnswer = {
      status: 400,
      body: JSON.stringify({ success: false, message: messages.videoType, data: null }),
    };
    const { hook, onUploaded } = setup(server);
    act(() => hook.result.current.start(videoFile(1500)));
    await waitFor(() => expect(hook.result.current.status).toBe('error'));
    expect(hook.result.current.error).toBe(`خطا در آپلود ویدیو: ${messages.videoType}`);
    expect(onUploaded).not.toHaveBeenCalled();
  });

  it('goes on from the offset the server holds after a connection drops half-way', async () => {
    const server = new FakeTusServer();
    server.dropNextPatchAfter = 600;
    const { hook, onUploaded } = setup(server);
    act(() => hook.result.current.start(videoFile(2000)));
    await waitFor(() => expect(hook.result.current.status).toBe('done'));
    expect(onUploaded).toHaveBeenCalledWith(STORED);
    // The dropped piece kept 600 bytes; the retry asked where to go on and sent only the rest.
    expect(server.patches().map((p) => [p.offset, p.bytes])).toEqual([
      [0, 1000],
      [600, 1000],
      [1600, 400],
    ]);
    expect(server.sent.some((r) => r.method === 'HEAD')).toBe(true);
  });

  it('goes on from where it stopped when the same file is chosen again after a reload', async () => {
    const server = new FakeTusServer();
    server.holdAfter = 1;
    const first = setup(server);
    act(() => first.hook.result.current.start(videoFile(3000)));
    await waitFor(() => expect(first.hook.result.current.percent).toBe(33));
    first.hook.unmount();
    server.release();

    const second = setup(server);
    act(() => second.hook.result.current.start(videoFile(3000)));
    await waitFor(() => expect(second.hook.result.current.status).toBe('done'));
    expect(server.sent.filter((r) => r.method === 'POST')).toHaveLength(1);
    expect(server.sent.filter((r) => r.method === 'HEAD')).toHaveLength(1);
    expect(second.onUploaded).toHaveBeenCalledWith(STORED);
  });

  it('pauses, resumes, and cancels by deleting the server copy', async () => {
    const server = new FakeTusServer();
    server.holdAfter = 1;
    const { hook } = setup(server);
    act(() => hook.result.current.start(videoFile(3000)));
    await waitFor(() => expect(hook.result.current.percent).toBe(33));
    act(() => hook.result.current.pause());
    expect(hook.result.current.status).toBe('paused');
    server.release();
    act(() => hook.result.current.resume());
    await waitFor(() => expect(hook.result.current.status).toBe('done'));

    server.holdAfter = server.patches().length;
    act(() => hook.result.current.start(videoFile(3000, 'دوم.mp4')));
    await waitFor(() => expect(server.uploads.size).toBe(2));
    act(() => hook.result.current.cancel());
    expect(hook.result.current).toMatchObject({ status: 'idle', percent: 0 });
    await waitFor(() => expect(server.sent.some((r) => r.method === 'DELETE')).toBe(true));
    server.release();
  });
});
