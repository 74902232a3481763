import { Metadata } from '@tus/server';
import type { LightMyRequestResponse } from 'fastify';
import type { TestApp } from '../../testing/test-app';
import { TUS_PATH } from './tus-address';

/** tus 1.0 requests for the resumable upload tests, sent in process. */
export const TUS = { 'tus-resumable': '1.0.0' };
const CHUNK_TYPE = { 'content-type': 'application/offset+octet-stream' };

export interface Declared {
  length: number;
  filename?: string;
  filetype?: string;
}

/** The Upload-Metadata header for a file name and type (base64 values, as tus clients send them). */
export function metadataOf({ filename, filetype }: Omit<Declared, 'length'>): Record<string, string> {
  const entries = Object.entries({ filename, filetype }).filter(
    (entry): entry is [string, string] => entry[1] !== undefined,
  );
  return entries.length === 0 ? {} : { 'upload-metadata': Metadata.stringify(Object.fromEntries(entries)) };
}

export function createUpload(
  t: TestApp,
  declared: Declared,
  headers: Record<string, string>,
): Promise<LightMyRequestResponse> {
  return t.app.fastify.inject({
    method: 'POST',
    url: TUS_PATH,
    headers: { ...TUS, 'upload-length': String(declared.length), ...metadataOf(declared), ...headers },
  });
}

export function patchUpload(
  t: TestApp,
  location: string,
  offset: number,
  body: Buffer,
  headers: Record<string, string>,
): Promise<LightMyRequestResponse> {
  return t.app.fastify.inject({
    method: 'PATCH',
    url: location,
    headers: { ...TUS, ...CHUNK_TYPE, 'upload-offset': String(offset), ...headers },
    payload: body,
  });
}

export function headUpload(
  t: TestApp,
  location: string,
  headers: Record<string, string>,
): Promise<LightMyRequestResponse> {
  return t.app.fastify.inject({ method: 'HEAD', url: location, headers: { ...TUS, ...headers } });
}

export function deleteUpload(
  t: TestApp,
  location: string,
  headers: Record<string, string>,
): Promise<LightMyRequestResponse> {
  return t.app.fastify.inject({ method: 'DELETE', url: location, headers: { ...TUS, ...headers } });
}

/** Creates an upload for `body` and answers its Location (relative: /api/uploads/tus/<id>). */
export async function startUpload(
  t: TestApp,
  body: Buffer,
  headers: Record<string, string>,
  filename = 'درس ۱.mp4',
): Promise<string> {
  const created = await createUpload(t, { length: body.length, filename, filetype: 'video/mp4' }, headers);
  const location = created.headers.location;
  if (created.statusCode !== 201 || typeof location !== 'string')
    throw new Error(`creation failed: ${created.statusCode} ${created.body}`);
  return location;
}
