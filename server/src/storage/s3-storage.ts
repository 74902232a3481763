import type { S3Settings } from '../config/accounts-config';
import type { FileStorage } from './file-storage';
import { sha256Hex, signV4 } from './sigv4';

/** An S3-compatible bucket (AWS, MinIO, SeaweedFS, …) through signed `fetch` calls. */
export class S3FileStorage implements FileStorage {
  readonly driver = 's3';

  constructor(private readonly settings: S3Settings) {}

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

  private async send(
    method: 'PUT' | 'DELETE',
    key: string,
    body?: Buffer,
    contentType?: string,
  ): Promise<void> {
    const url = this.objectUrl(key);
    const headers = signV4(
      {
        method,
        url,
        headers: contentType ? { 'content-type': contentType } : {},
        payloadHash: sha256Hex(body ?? ''),
      },
      { ...this.settings, service: 's3' },
    );
    const { host: _host, ...sent } = headers;
    const response = await fetch(url, {
      method,
      headers: sent,
      body: body ? new Uint8Array(body) : undefined,
      signal: AbortSignal.timeout(30_000),
    });
    await response.arrayBuffer();
    if (!response.ok && !(method === 'DELETE' && response.status === 404)) {
      throw new Error(`S3 ${method} ${key} answered HTTP ${response.status}`);
    }
  }

  put(key: string, body: Buffer, contentType: string): Promise<void> {
    return this.send('PUT', key, body, contentType);
  }

  delete(key: string): Promise<void> {
    return this.send('DELETE', key);
  }

  urlFor(key: string): string {
    return `${this.settings.publicUrl}/${key}`;
  }
}
