import { mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { otpCodes, rateLimits, sessions } from '../db/schema';
import { insertUser, tokenFor } from '../testing/accounts';
import { it } from '../testing/fixtures';
import { purgeStagedFiles, purgeStaleRows, purgeUploadTempFiles } from './housekeeping';

const DAY = 24 * 60 * 60 * 1000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY);

describe('housekeeping', () => {
  it('deletes old codes, old rate-limit windows and long-ended sessions, and keeps everything still in use', async ({
    app,
  }) => {
    const member = await insertUser(app, '09125550001');
    const token = await tokenFor(app, '09125550001');
    const code = { phoneNumber: '09125550001', purpose: 'LOGIN' as const, codeHash: 'x' };
    await app.db.insert(otpCodes).values([
      { ...code, expiresAt: daysAgo(3), createdAt: daysAgo(3) },
      { ...code, expiresAt: daysAgo(0.9), createdAt: daysAgo(0.9) },
    ]);
    await app.db.insert(rateLimits).values([
      { key: 'otp:old', windowStart: daysAgo(3), hits: 4 },
      { key: 'otp:today', windowStart: daysAgo(0.5), hits: 2 },
    ]);
    const session = (id: string, extra: Partial<typeof sessions.$inferInsert>) => ({
      id,
      userId: member.id,
      expiresAt: new Date(Date.now() + DAY),
      ...extra,
    });
    await app.db
      .insert(sessions)
      .values([
        session('expired-long-ago', { expiresAt: daysAgo(31) }),
        session('revoked-long-ago', { revokedAt: daysAgo(40) }),
        session('revoked-yesterday', { revokedAt: daysAgo(1) }),
      ]);

    const report = await purgeStaleRows(app.db);

    expect(report).toEqual({ otpCodes: 1, rateLimits: 1, sessions: 2 });
    const leftCodes = await app.db.select().from(otpCodes).where(eq(otpCodes.phoneNumber, '09125550001'));
    expect(leftCodes).toHaveLength(1);
    expect((await app.db.select().from(rateLimits)).map((r) => r.key)).toContain('otp:today');
    const leftSessions = (await app.db.select().from(sessions).where(eq(sessions.userId, member.id))).map(
      (s) => s.id,
    );
    expect(leftSessions).toContain('revoked-yesterday');
    expect(leftSessions).not.toContain('expired-long-ago');
    expect(leftSessions).not.toContain('revoked-long-ago');
    // The live session still signs the member in.
    const me = await app.rest('GET', '/api/user/profile', undefined, { authorization: `Bearer ${token}` });
    expect(me.statusCode).toBe(200);
  });
});

describe('staged uploads', () => {
  it('deletes files a killed upload left in the staging folder hours ago, and keeps arriving ones', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'staging-'));
    try {
      writeFileSync(path.join(dir, 'old.upload'), 'x');
      writeFileSync(path.join(dir, 'arriving.upload'), 'x');
      const sevenHoursAgo = new Date(Date.now() - 7 * 60 * 60 * 1000);
      utimesSync(path.join(dir, 'old.upload'), sevenHoursAgo, sevenHoursAgo);
      expect(await purgeStagedFiles(dir)).toBe(1);
      expect(readdirSync(dir)).toEqual(['arriving.upload']);
      expect(await purgeStagedFiles(path.join(dir, 'missing'))).toBe(0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('multipart temp files', () => {
  it('deletes capacitor-*.tmp files hours old from the temp directory, and nothing else', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'tmp-sweep-'));
    try {
      const old = 'capacitor-0123456789abcdef0123456789abcdef.tmp';
      const arriving = 'capacitor-fedcba9876543210fedcba9876543210.tmp';
      const others = ['capacitor-notours.tmp', 'other-app.tmp'];
      for (const name of [old, arriving, ...others]) writeFileSync(path.join(dir, name), 'x');
      const sevenHoursAgo = new Date(Date.now() - 7 * 60 * 60 * 1000);
      for (const name of [old, ...others]) utimesSync(path.join(dir, name), sevenHoursAgo, sevenHoursAgo);
      expect(await purgeUploadTempFiles(dir)).toBe(1);
      expect(readdirSync(dir).sort()).toEqual([arriving, ...others].sort());
      expect(await purgeUploadTempFiles(path.join(dir, 'missing'))).toBe(0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
