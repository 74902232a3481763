import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sum } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { files } from '../../db/schema';
import { bearer, insertUser, tokenFor } from '../../testing/accounts';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { pngHeader } from './hostile-files';
import { imageDoors, outcomeOf, paddedTo } from './upload-requests';
import { uploadMessages } from './uploads.messages';

const KB = 1024;
const PER_HOUR = 10;

let t: TestApp;
let uploadsDir: string;
let phone = 9129990100;

beforeAll(async () => {
  uploadsDir = mkdtempSync(path.join(tmpdir(), 'upload-limits-'));
  t = await createTestApp({
    UPLOADS_DIR: uploadsDir,
    UPLOAD_LIMIT_PER_HOUR: String(PER_HOUR),
    UPLOAD_MEMBER_QUOTA_MB: '1',
  });
});
afterAll(async () => {
  await t.close();
  rmSync(uploadsDir, { recursive: true, force: true });
});

/** A new member (or admin) and their bearer header. */
async function newAccount(userType: 'STUDENT' | 'ADMIN' = 'STUDENT') {
  const phoneNumber = `0${phone++}`;
  const user = await insertUser(t, phoneNumber, { userType });
  return { id: user.id, headers: bearer(await tokenFor(t, phoneNumber)) };
}

/** Uploads a PNG of `bytes` through a door and answers what the caller sees. */
async function upload(headers: Record<string, string>, bytes = 1 * KB, door = imageDoors[0]) {
  const file = { body: Buffer.alloc(0), filename: 'a.png', type: 'image/png' };
  const response = await door.send(t, file, headers, paddedTo(pngHeader(4, 4), bytes));
  return outcomeOf(door.name, response, 'uploadImage');
}

const storedBytesOf = async (ownerId: number) =>
  Number(
    (
      await t.db
        .select({ n: sum(files.size) })
        .from(files)
        .where(eq(files.ownerId, ownerId))
    )[0].n ?? 0,
  );

describe('uploads per member', () => {
  it(`a member may upload ${PER_HOUR} files an hour; the next gets 429 with the Persian message, on both doors`, async () => {
    const member = await newAccount();
    for (let i = 0; i < PER_HOUR; i++) {
      expect({ i, status: (await upload(member.headers, KB, imageDoors[i % 2])).status }).toEqual({
        i,
        status: 200,
      });
    }
    for (const door of imageDoors) {
      const refused = await upload(member.headers, KB, door);
      expect({ door: door.name, status: refused.status, message: refused.message }).toEqual({
        door: door.name,
        status: 429,
        message: uploadMessages.tooManyUploads,
      });
    }
    // Another member has a budget of their own.
    expect((await upload((await newAccount()).headers)).status).toBe(200);
  });

  it('20 parallel uploads of one member: exactly the hourly number is stored', async () => {
    const member = await newAccount();
    const outcomes = await Promise.all(Array.from({ length: 20 }, () => upload(member.headers)));
    const statuses = outcomes.map((o) => o.status).sort();
    expect(statuses).toEqual([...Array(PER_HOUR).fill(200), ...Array(20 - PER_HOUR).fill(429)]);
    const rows = await t.db.select().from(files).where(eq(files.ownerId, member.id));
    expect(rows).toHaveLength(PER_HOUR);
  });

  it('an admin has a larger hourly number', async () => {
    const admin = await newAccount('ADMIN');
    for (let i = 0; i <= PER_HOUR; i++) expect((await upload(admin.headers)).status).toBe(200);
  });
});

describe('stored bytes per member', () => {
  it('refuses the upload that would take a member past the quota (413), keeping no row and no file', async () => {
    const member = await newAccount();
    for (let i = 0; i < 3; i++) expect((await upload(member.headers, 300 * KB)).status).toBe(200);
    const refused = await upload(member.headers, 300 * KB);
    expect({ status: refused.status, message: refused.message }).toEqual({
      status: 413,
      message: uploadMessages.quotaFull,
    });
    expect(await storedBytesOf(member.id)).toBe(900 * KB);
    // A smaller file that still fits is taken.
    expect((await upload(member.headers, 100 * KB)).status).toBe(200);
  });

  it('parallel uploads never take a member past the quota', async () => {
    const member = await newAccount();
    const outcomes = await Promise.all(Array.from({ length: 8 }, () => upload(member.headers, 300 * KB)));
    expect(outcomes.filter((o) => o.status === 200)).toHaveLength(3);
    expect(outcomes.filter((o) => o.status === 413)).toHaveLength(5);
    expect(await storedBytesOf(member.id)).toBe(900 * KB);
  });

  it('admins have no quota (course videos)', async () => {
    const admin = await newAccount('ADMIN');
    for (let i = 0; i < 5; i++) expect((await upload(admin.headers, 300 * KB)).status).toBe(200);
    expect(await storedBytesOf(admin.id)).toBe(1500 * KB);
  });
});
