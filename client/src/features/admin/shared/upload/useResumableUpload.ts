import { checkVideoFile } from '@common/validation/upload';
import { useCallback, useEffect, useRef, useState } from 'react';
import { DetailedError, type PreviousUpload, Upload, type UploadOptions } from 'tus-js-client';
import { sessionStore } from '../../../../app/session/sessionStore';
import { readUploadAnswer, type UploadedVideo } from './uploadAnswer';
import { uploadTexts } from './uploadTexts';

export const TUS_PATH = '/api/uploads/tus';
/** Sent in pieces of this size: a dropped connection costs at most one piece. */
export const CHUNK_BYTES = 5 * 1024 * 1024;
/** Waits before each retry of a failed request; then the upload stops and waits for the admin (or the network). */
export const RETRY_DELAYS = [0, 1000, 3000, 5000, 10_000, 20_000];

export type UploadStatus = 'idle' | 'uploading' | 'paused' | 'offline' | 'done' | 'error';

export interface UploadState {
  status: UploadStatus;
  /** Whole percent sent, 0–100. */
  percent: number;
  /** The message to show for 'error'. */
  error: string | null;
  fileName: string | null;
}

/** The tus client's options a caller may set (tests give a fake server and storage). */
export type TusOverrides = Partial<
  Pick<UploadOptions, 'httpStack' | 'urlStorage' | 'chunkSize' | 'retryDelays' | 'fingerprint'>
>;

export interface ResumableUpload extends UploadState {
  /** Checks the file (type and size, with the shared messages) and uploads it, going on from where an earlier try stopped. */
  start(file: File): void;
  pause(): void;
  resume(): void;
  /** Stops and deletes the unfinished upload on the server. */
  cancel(): void;
}

const IDLE: UploadState = { status: 'idle', percent: 0, error: null, fileName: null };

const percentOf = (sent: number, total: number) => (total > 0 ? Math.floor((sent / total) * 100) : 0);

/** The most recent earlier try of the same file (tus-js-client finds them by the file's fingerprint). */
const latest = (uploads: PreviousUpload[]) =>
  [...uploads].sort((a, b) => b.creationTime.localeCompare(a.creationTime))[0];

/** The server's message for a refusal; a failure without an answer (no network) reads as null. */
function refusalMessage(error: Error): string | null {
  if (!(error instanceof DetailedError) || !error.originalResponse) return null;
  return refused(readUploadAnswer(error.originalResponse.getBody()).message);
}

/** Spec doc 3 §8: «خطا در آپلود ویدیو: » and the server's message. */
const refused = (message: string | null): string =>
  `${uploadTexts.refusedPrefix}${message ?? uploadTexts.failed}`;

/**
 * A course video uploaded over tus to /api/uploads/tus in 5 MB pieces with the session's token: retried
 * after a dropped request, paused and resumed by hand, waiting for the network when the browser is offline,
 * and, because the upload's address is kept under the file's fingerprint, going on from where it stopped
 * when the same file is chosen again after a page reload. Calls `onUploaded` with the stored file.
 */
export function useResumableUpload(
  onUploaded: (video: UploadedVideo) => void,
  tus: TusOverrides = {},
): ResumableUpload {
  const [state, setState] = useState<UploadState>(IDLE);
  const upload = useRef<Upload | null>(null);
  const latestOnUploaded = useRef(onUploaded);
  latestOnUploaded.current = onUploaded;
  const overrides = useRef(tus);
  overrides.current = tus;

  const start = useCallback((file: File) => {
    const problem = checkVideoFile(file);
    void upload.current?.abort();
    upload.current = null;
    if (problem) {
      setState({ ...IDLE, status: 'error', error: problem, fileName: file.name });
      return;
    }
    const current = new Upload(file, {
      // Absolute: the client resolves the server's relative Location against it.
      endpoint: new URL(TUS_PATH, window.location.origin).href,
      chunkSize: CHUNK_BYTES,
      retryDelays: RETRY_DELAYS,
      metadata: { filename: file.name, filetype: file.type },
      storeFingerprintForResuming: true,
      removeFingerprintOnSuccess: true,
      onBeforeRequest(request) {
        // Read each time: the session may have been renewed while a long upload ran.
        const token = sessionStore.getToken();
        if (token) request.setHeader('Authorization', `Bearer ${token}`);
      },
      onProgress(sent, total) {
        if (upload.current !== current) return;
        setState((before) => ({ ...before, status: 'uploading', percent: percentOf(sent, total) }));
      },
      onSuccess({ lastResponse }) {
        if (upload.current !== current) return;
        const { video, message } = readUploadAnswer(lastResponse.getBody());
        if (!video) {
          setState((before) => ({ ...before, status: 'error', error: refused(message) }));
          return;
        }
        setState((before) => ({ ...before, status: 'done', percent: 100, error: null }));
        latestOnUploaded.current(video);
      },
      onError(error) {
        if (upload.current !== current) return;
        const message = refusalMessage(error);
        setState((before) =>
          message === null
            ? { ...before, status: 'offline', error: null }
            : { ...before, status: 'error', error: message },
        );
      },
      ...overrides.current,
    });
    upload.current = current;
    setState({ ...IDLE, status: 'uploading', fileName: file.name });
    void current
      .findPreviousUploads()
      .catch(() => [])
      .then((previous) => {
        if (upload.current !== current) return;
        const earlier = latest(previous);
        if (earlier) current.resumeFromPreviousUpload(earlier);
        current.start();
      });
  }, []);

  const pause = useCallback(() => {
    if (!upload.current) return;
    void upload.current.abort();
    setState((before) => ({ ...before, status: 'paused' }));
  }, []);

  const resume = useCallback(() => {
    if (!upload.current) return;
    setState((before) => ({ ...before, status: 'uploading', error: null }));
    upload.current.start();
  }, []);

  const cancel = useCallback(() => {
    const current = upload.current;
    upload.current = null;
    setState(IDLE);
    // Terminating deletes the server's copy and forgets the stored address.
    if (current) void current.abort(true).catch(() => {});
  }, []);

  // Back online: go on by itself.
  useEffect(() => {
    if (state.status !== 'offline') return;
    window.addEventListener('online', resume);
    return () => window.removeEventListener('online', resume);
  }, [state.status, resume]);

  // Leaving the page stops sending but keeps the upload resumable.
  useEffect(
    () => () => {
      void upload.current?.abort();
      upload.current = null;
    },
    [],
  );

  return { ...state, start, pause, resume, cancel };
}
