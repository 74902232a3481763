import { createReadStream } from 'node:fs';
import type { S3Settings } from '../config/accounts-config';
import type { FileStorage } from './file-storage';
import { sha256Hex, signV4 } from './sigv4';
import { streamPut } from './stream-put';

/** An S3-compatible bucket (AWS, MinIO, SeaweedFS, …) through signed HTTP requests. */
export class S3FileStorage implements FileStorage {
  readonly driver = 's3';

  constructor(
    private readonly settings: S3Settings,
    readonly stagingDir: string,
  ) {}

  private objectUrl(key: string): URL {
    const { endpoint, bucket, forcePathStyle } = this.settings;
    const url = new URL(endpoint);
    if (forcePathStyle) url.pathname = `${url.pathname.replace(/\/$/, '')}/${bucket}/${key}`;
    else {
      url.hostname = `${bucket}.${url.hostname}`;
      url.pathname = `${url.pathname.replace(/\/$/, '')}/${key}`;
    }
    return url;
  }

  private signed(method: 'PUT' | 'DELETE', url: URL, payloadHash: string, contentType?: string) {
    const { host: _host, ...headers } = signV4(
      { method, url, headers: contentType ? { 'content-type': contentType } : {}, payloadHash },
      { ...this.settings, service: 's3' },
    );
    return headers;
  }

  private check(method: 'PUT' | 'DELETE', key: string, status: number): void {
    const ok = (status >= 200 && status < 300) || (method === 'DELETE' && status === 404);
    if (!ok) throw new Error(`S3 ${method} ${key} answered HTTP ${status}`);
  }

  private async send(
    method: 'PUT' | 'DELETE',
    key: string,
    body?: Buffer,
    contentType?: string,
  ): Promise<void> {
    const url = this.objectUrl(key);
    const response = await fetch(url, {
      method,
      headers: this.signed(method, url, sha256Hex(body ?? ''), contentType),
      body: body ? new Uint8Array(body) : undefined,
      signal: AbortSignal.timeout(30_000),
    });
    await response.arrayBuffer();
    this.check(method, key, response.status);
  }

  put(key: string, body: Buffer, contentType: string): Promise<void> {
    return this.send('PUT', key, body, contentType);
  }

  /** A streamed PUT: the body is not hashed in advance (UNSIGNED-PAYLOAD), its length is declared. */
  async putFile(key: string, sourcePath: string, size: number, contentType: string): Promise<void> {
    const url = this.objectUrl(key);
    const headers = this.signed('PUT', url, 'UNSIGNED-PAYLOAD', contentType);
    this.check('PUT', key, await streamPut(url, headers, createReadStream(sourcePath), size));
  }

  delete(key: string): Promise<void> {
    return this.send('DELETE', key);
  }

  urlFor(key: string): string {
    return `${this.settings.publicUrl}/${key}`;
  }
}
