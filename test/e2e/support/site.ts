import { deflateSync } from 'node:zlib';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { E2eServer } from './server';

/** The demo seed's accounts (development only), all with the password 'demo1234'. */
export const DEMO = {
  student: '09120000001',
  donor: '09120000002',
  staff: '09120000003',
  admin: '09120000004',
  password: 'demo1234',
} as const;

/** A new desktop-sized page (the filter sidebar and the user menu show from 1024 px). */
export async function newPage(browser: Browser): Promise<Page> {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  // Fail fast: every state these tests wait for comes within seconds on a local server.
  page.setDefaultTimeout(15_000);
  return page;
}

/**
 * Signs in through /login in password mode and waits until the site has taken the member to `landing`
 * (/profile unless `redirect` was given).
 */
export async function signIn(
  page: Page,
  server: E2eServer,
  phoneNumber: string,
  password: string,
  redirect?: string,
): Promise<void> {
  const query = redirect ? `?redirect=${encodeURIComponent(redirect)}` : '';
  await page.goto(`${server.url}/login${query}`);
  await page.getByRole('button', { name: 'ورود با رمز عبور' }).click();
  const form = page.getByRole('form', { name: 'فرم ورود' });
  await form.getByLabel('شماره موبایل').fill(phoneNumber);
  await form.getByLabel('رمز عبور').fill(password);
  await form.getByRole('button', { name: 'ورود', exact: true }).click();
  const landing = redirect ?? '/profile';
  await page.waitForURL((url) => url.pathname + url.search === landing);
}

export interface Envelope<T> {
  success: boolean;
  message: string;
  data: T;
}

/** Calls the REST adapter (`/api…`) with JSON, optionally as a signed-in member. */
export async function api<T>(
  server: E2eServer,
  path: string,
  options: { method?: string; body?: unknown; token?: string } = {},
): Promise<Envelope<T>> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  const response = await fetch(`${server.url}/api${path}`, {
    method: options.method ?? 'GET',
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const envelope = (await response.json()) as Envelope<T>;
  if (!response.ok || !envelope.success) {
    throw new Error(`${options.method ?? 'GET'} /api${path}: ${response.status} ${envelope.message}`);
  }
  return envelope;
}

/** A session token for an account, from POST /api/auth/login. */
export async function loginToken(server: E2eServer, phoneNumber: string, password: string): Promise<string> {
  const { data } = await api<{ token: string | null }>(server, '/auth/login', {
    method: 'POST',
    body: { phoneNumber, password },
  });
  if (!data.token) throw new Error(`no token for ${phoneNumber}`);
  return data.token;
}

export interface ApiProgram {
  id: number;
  name: string;
  status: string;
  raisedAmount: number;
  targetBudget: number | null;
}

/** A public program as GET /api/programs/{id} answers it (amounts in rial). */
export async function getProgram(server: E2eServer, id: number): Promise<ApiProgram> {
  return (await api<ApiProgram>(server, `/programs/${id}`)).data;
}

/** The seeded ACTIVE programs, newest first. */
export async function activePrograms(server: E2eServer): Promise<ApiProgram[]> {
  return (await api<{ content: ApiProgram[] }>(server, '/programs?status=ACTIVE&size=50')).data.content;
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = CRC_TABLE[(crc ^ byte) & 0xff] ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A valid `size`×`size` PNG of one colour (8-bit RGB), made here so the tests need no image file. */
export function solidPng(size = 8, [r, g, b]: [number, number, number] = [22, 163, 74]): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8); // bit depth 8, colour type RGB, deflate, no filter, no interlace
  const row = Buffer.concat([
    Buffer.from([0]),
    Buffer.from(Array.from({ length: size }, () => [r, g, b]).flat()),
  ]);
  const pixels = Buffer.concat(Array.from({ length: size }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(pixels)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Puts a signed-in session into every page of `context`, as the site keeps it ('token' and 'user'). */
export async function signInContext(
  context: BrowserContext,
  server: E2eServer,
  token: string,
): Promise<void> {
  const response = await fetch(`${server.url}/api/user/profile`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const user = ((await response.json()) as { data: unknown }).data;
  await context.addInitScript(
    ([t, u]) => {
      localStorage.setItem('token', t);
      localStorage.setItem('user', u);
    },
    [token, JSON.stringify(user)],
  );
}
