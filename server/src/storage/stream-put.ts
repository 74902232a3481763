import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/** No byte sent or received for this long ends the request (a whole 100 MB upload may take minutes). */
const IDLE_TIMEOUT_MS = 60_000;

/**
 * PUTs `body` (exactly `size` bytes) to `url` with a Content-Length, streaming it; answers the status code.
 * node:http rather than fetch: a streamed fetch body needs `duplex`, which the DOM typings lack.
 */
export function streamPut(
  url: URL,
  headers: Record<string, string>,
  body: Readable,
  size: number,
): Promise<number> {
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const request = send(url, {
      method: 'PUT',
      headers: { ...headers, 'content-length': String(size) },
    });
    request.setTimeout(IDLE_TIMEOUT_MS, () => request.destroy(new Error(`PUT ${url.pathname} timed out`)));
    request.on('error', reject);
    request.once('response', (response) => {
      response.resume();
      response.once('end', () => resolve(response.statusCode ?? 0));
      response.once('error', reject);
    });
    // Whichever comes first decides: the store's answer, or a failure to read or send the body.
    pipeline(body, request).catch(reject);
  });
}
