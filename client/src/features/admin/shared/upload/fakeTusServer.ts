import type { HttpRequest, HttpResponse, HttpStack } from 'tus-js-client';

/** A tus endpoint in memory for the upload tests, handed to tus-js-client as its HTTP stack. */

interface FakeUpload {
  length: number;
  offset: number;
}

interface Answer {
  status: number;
  headers?: Record<string, string>;
  body?: string;
}

export interface SentRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  /** PATCH: the offset it was sent for and how many bytes it carried. */
  offset?: number;
  bytes?: number;
}

class FakeResponse implements HttpResponse {
  constructor(private readonly answer: Answer) {}
  getStatus() {
    return this.answer.status;
  }
  getHeader(name: string) {
    return Object.entries(this.answer.headers ?? {}).find(
      ([key]) => key.toLowerCase() === name.toLowerCase(),
    )?.[1];
  }
  getBody() {
    return this.answer.body ?? '';
  }
  getUnderlyingObject(): unknown {
    return null;
  }
}

class FakeRequest implements HttpRequest {
  private readonly headers: Record<string, string> = {};
  private onProgress: (bytesSent: number) => void = () => {};
  /** Set by abort(): a held request then never answers and keeps none of its bytes. */
  readonly aborted = new AbortController();
  constructor(
    private readonly server: FakeTusServer,
    private readonly method: string,
    private readonly url: string,
  ) {}
  getMethod() {
    return this.method;
  }
  getURL() {
    return this.url;
  }
  setHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  getHeader(name: string) {
    return this.headers[name];
  }
  setProgressHandler(handler: (bytesSent: number) => void) {
    this.onProgress = handler;
  }
  async send(body?: Blob | null): Promise<HttpResponse> {
    const answer = await this.server.answer(
      this.method,
      this.url,
      this.headers,
      body ?? null,
      this.onProgress,
      this.aborted.signal,
    );
    return new FakeResponse(answer);
  }
  async abort() {
    this.aborted.abort();
  }
  getUnderlyingObject(): unknown {
    return null;
  }
}

export const STORED = { fileUrl: '/uploads/videos/v.mp4', minioKey: 'videos/v.mp4', fileName: 'v.mp4' };

export class FakeTusServer implements HttpStack {
  readonly uploads = new Map<string, FakeUpload>();
  readonly sent: SentRequest[] = [];
  /** The next PATCH takes this many of its bytes and then loses its connection. */
  dropNextPatchAfter: number | null = null;
  /** PATCHes after this many are held until `release()` (to look at an upload mid-way). */
  holdAfter: number | null = null;
  private held: Array<() => void> = [];
  /** What the request that ends an upload answers. */
  finalAnswer: Answer = {
    status: 200,
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ success: true, message: 'ویدیو با موفقیت آپلود شد', data: STORED }),
  };
  /** What a creation answers instead of 201 (a refusal). */
  creationAnswer: Answer | null = null;
  private nextId = 1;

  createRequest(method: string, url: string): HttpRequest {
    return new FakeRequest(this, method, url);
  }
  getName() {
    return 'fake-tus';
  }

  /** Lets held PATCHes go on, and holds no more. */
  release(): void {
    this.holdAfter = null;
    for (const resolve of this.held.splice(0)) resolve();
  }

  patches(): SentRequest[] {
    return this.sent.filter((request) => request.method === 'PATCH');
  }

  async answer(
    method: string,
    url: string,
    headers: Record<string, string>,
    body: Blob | null,
    onProgress: (bytesSent: number) => void,
    signal: AbortSignal,
  ): Promise<Answer> {
    const id = new URL(url).pathname.split('/').pop() ?? '';
    const upload = this.uploads.get(id);
    const record: SentRequest = { method, url: new URL(url).pathname, headers: { ...headers } };
    this.sent.push(record);
    if (method === 'POST') {
      if (this.creationAnswer) return this.creationAnswer;
      const created = String(this.nextId++);
      this.uploads.set(created, { length: Number(headers['Upload-Length']), offset: 0 });
      return { status: 201, headers: { Location: `/api/uploads/tus/${created}` } };
    }
    if (!upload) return { status: 404 };
    if (method === 'HEAD')
      return {
        status: 200,
        headers: { 'Upload-Offset': String(upload.offset), 'Upload-Length': String(upload.length) },
      };
    if (method === 'DELETE') {
      this.uploads.delete(id);
      return { status: 204 };
    }
    const offset = Number(headers['Upload-Offset']);
    if (offset !== upload.offset) return { status: 409 };
    if (this.holdAfter !== null && this.patches().length > this.holdAfter)
      await new Promise<void>((resolve) => this.held.push(resolve));
    // As the browser's stack does: an aborted request never settles, and its bytes never arrived.
    if (signal.aborted) return new Promise<Answer>(() => {});
    const size = body?.size ?? 0;
    Object.assign(record, { offset, bytes: size });
    const drop = this.dropNextPatchAfter;
    if (drop !== null) {
      this.dropNextPatchAfter = null;
      upload.offset += Math.min(drop, size);
      onProgress(Math.min(drop, size));
      throw new Error('connection lost');
    }
    upload.offset += size;
    onProgress(size);
    if (upload.offset === upload.length) {
      const { headers: extra, ...rest } = this.finalAnswer;
      return { ...rest, headers: { ...extra, 'Upload-Offset': String(upload.offset) } };
    }
    return { status: 204, headers: { 'Upload-Offset': String(upload.offset) } };
  }
}

/** A file of `bytes` bytes with a video's name and type. */
export const videoFile = (bytes: number, name = 'درس ۱.mp4', type = 'video/mp4') =>
  new File([new Uint8Array(bytes)], name, { type, lastModified: 1_700_000_000_000 });
