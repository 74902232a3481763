import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { files, programs } from '../../db/schema';
import { bearer, insertUser, PASSWORD } from '../../testing/accounts';
import { graphql } from '../../testing/gql';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { pngHeader } from '../uploads/hostile-files';
import { imageDoors, outcomeOf } from '../uploads/upload-requests';

let t: TestApp;
let uploadsDir: string;
let nextPhone = 0;
let admin: Record<string, string>;

beforeAll(async () => {
  uploadsDir = mkdtempSync(path.join(tmpdir(), 'leaving-files-'));
  t = await createTestApp({ UPLOADS_DIR: uploadsDir, UPLOAD_LIMIT_PER_HOUR: '1000' });
  admin = (await member('ADMIN')).headers;
});
afterAll(async () => {
  await t.close();
  rmSync(uploadsDir, { recursive: true, force: true });
});

async function member(userType: 'STUDENT' | 'ADMIN' = 'STUDENT') {
  nextPhone += 1;
  const user = await insertUser(t, `0912666${String(nextPhone).padStart(4, '0')}`, { userType });
  const token = await t.app.services.sessions.open(user.id, { ip: '127.0.0.1', userAgent: 'test' });
  return { id: user.id, headers: bearer(token) };
}

/** A picture the member uploads; answers its address. */
async function upload(headers: Record<string, string>): Promise<string> {
  const file = { body: pngHeader(4, 4), filename: 'me.png', type: 'image/png' };
  const outcome = outcomeOf('rest', await imageDoors[0].send(t, file, headers), 'uploadImage');
  expect(outcome.status).toBe(200);
  return String(outcome.data?.url);
}

/** A member with a profile picture and another upload of theirs nothing uses yet. */
async function memberWithPicture(userType: 'STUDENT' | 'ADMIN' = 'STUDENT') {
  const me = await member(userType);
  const picture = await upload(me.headers);
  const unused = await upload(me.headers);
  const saved = await t.rest(
    'PUT',
    '/api/user/profile',
    { firstName: 'سارا', lastName: 'احمدی', profileImageUrl: picture },
    me.headers,
  );
  expect(saved.statusCode, saved.body).toBe(200);
  expect((await t.rest('GET', picture)).statusCode).toBe(200);
  expect((await t.rest('GET', `${picture}?w=320`)).statusCode).toBe(200);
  return { ...me, picture, unused };
}

const status = async (url: string) => (await t.rest('GET', url)).statusCode;
const rowOf = async (url: string) => (await t.db.select().from(files).where(eq(files.url, url)))[0];

async function expectGone(...urls: string[]) {
  for (const url of urls) {
    expect(await status(url)).toBe(404);
    expect(await status(`${url}?w=320`)).toBe(404);
    expect(await rowOf(url)).toBeUndefined();
  }
}

describe("a deleted account's files go with it", () => {
  it('deleting one’s own account (REST) takes the profile picture and their unused uploads off the site', async () => {
    const me = await memberWithPicture();
    const answer = await t.rest('DELETE', '/api/auth/account', { password: PASSWORD }, me.headers);
    expect(answer.statusCode).toBe(200);
    await expectGone(me.picture, me.unused);
  });

  it('deleting one’s own account through GraphQL does the same', async () => {
    const me = await memberWithPicture();
    const answer = await t.gql(
      graphql(`mutation LeavingFilesDelete($p: String!) { deleteAccount(input: { password: $p }) { ok } }`),
      { p: PASSWORD },
      me.headers,
    );
    expect(answer.errors).toBeUndefined();
    await expectGone(me.picture, me.unused);
  });

  it('an admin deleting the account does the same', async () => {
    const them = await memberWithPicture();
    const answer = await t.rest('DELETE', `/api/admin/users/${them.id}`, undefined, admin);
    expect(answer.statusCode).toBe(200);
    await expectGone(them.picture, them.unused);
  });

  it('keeps what the site still uses: a leaving admin’s program picture stays', async () => {
    const leaving = await memberWithPicture('ADMIN');
    const programPicture = await upload(leaving.headers);
    await t.db
      .insert(programs)
      .values({ name: 'برنامه‌ی ماندگار', programType: 'SCHOLARSHIP', imageUrl: programPicture });
    const answer = await t.rest('DELETE', '/api/auth/account', { password: PASSWORD }, leaving.headers);
    expect(answer.statusCode).toBe(200);
    await expectGone(leaving.picture, leaving.unused);
    expect(await status(programPicture)).toBe(200);
    expect(await rowOf(programPicture)).toBeDefined();
  });

  it('an account that is switched off, or refused its deletion, keeps its picture', async () => {
    const off = await memberWithPicture();
    const answer = await t.rest('PUT', '/api/auth/deactivate', { password: PASSWORD }, off.headers);
    expect(answer.statusCode).toBe(200);
    expect(await status(off.picture)).toBe(200);

    const wrong = await memberWithPicture();
    const refused = await t.rest('DELETE', '/api/auth/account', { password: 'nope-nope' }, wrong.headers);
    expect(refused.statusCode).toBe(400);
    expect(await status(wrong.picture)).toBe(200);
  });
});
