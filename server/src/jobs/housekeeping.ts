// Rows that only matter for a while: one-time codes and rate-limit windows (the longest window and the daily
// send cap look back one day) and sessions that ended; and uploads a killed process left half-arrived in the
// staging folder or, as multipart temp files, in the OS temp directory; resumable uploads nobody has added to
// for a day (modules/uploads/tus-sweep.ts); and uploaded files no row references after a grace period
// (modules/uploads/unreferenced-files.ts). An hourly job deletes them, so the tables and
// the disk stay small.
import { lstat, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DAY_MS } from '@common/date';
import { and, isNotNull, lt, or } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { AdvisoryLocks } from '../db/advisory-locks';
import type { Db } from '../db/client';
import { otpCodes, rateLimits, sessions } from '../db/schema';
import { tusDirectoryOf } from '../modules/uploads/tus-store';
import { purgeUnfinishedUploads } from '../modules/uploads/tus-sweep';
import { purgeUnreferencedFiles } from '../modules/uploads/unreferenced-files';
import type { FileStorage } from '../storage/file-storage';
import { JOB_LOCKS, runExclusively, wasSkipped } from './exclusive';

/** Codes and counters older than this are never read again. */
export const SHORT_LIVED_KEEP_MS = 2 * DAY_MS;
/** Ended sessions are kept a while for the member's own export and for support questions. */
export const ENDED_SESSION_KEEP_MS = 30 * DAY_MS;
/** No upload takes this long (100 MB at 50 kB/s is about 35 minutes). */
export const STAGED_FILE_KEEP_MS = 6 * 60 * 60 * 1000;

export interface PurgeReport {
  otpCodes: number;
  rateLimits: number;
  sessions: number;
}

/** One run; tests call it directly with their own clock. */
export async function purgeStaleRows(db: Db, now: Date = new Date()): Promise<PurgeReport> {
  const shortLivedBefore = new Date(now.getTime() - SHORT_LIVED_KEEP_MS);
  const sessionsBefore = new Date(now.getTime() - ENDED_SESSION_KEEP_MS);
  const codes = await db
    .delete(otpCodes)
    .where(lt(otpCodes.createdAt, shortLivedBefore))
    .returning({ id: otpCodes.id });
  const windows = await db
    .delete(rateLimits)
    .where(lt(rateLimits.windowStart, shortLivedBefore))
    .returning({ key: rateLimits.key });
  const ended = await db
    .delete(sessions)
    .where(
      or(
        lt(sessions.expiresAt, sessionsBefore),
        and(isNotNull(sessions.revokedAt), lt(sessions.revokedAt, sessionsBefore)),
      ),
    )
    .returning({ id: sessions.id });
  return { otpCodes: codes.length, rateLimits: windows.length, sessions: ended.length };
}

/** Deletes the files in `stagingDir` last written before STAGED_FILE_KEEP_MS ago; answers how many. */
export function purgeStagedFiles(stagingDir: string, now: Date = new Date()): Promise<number> {
  return purgeOldFiles(stagingDir, () => true, now);
}

/** fs-capacitor's name for the temporary copy of a multipart file (graphql-upload and the REST adapter). */
const UPLOAD_TEMP_FILE = /^capacitor-[0-9a-f]{32}\.tmp$/;

/**
 * Deletes multipart temp files in `dir` (the OS temp directory) last written before STAGED_FILE_KEEP_MS
 * ago: a request releases its own, so these are left by a process that was killed. Other files there are
 * not ours and stay. Answers how many.
 */
export function purgeUploadTempFiles(dir: string = tmpdir(), now: Date = new Date()): Promise<number> {
  return purgeOldFiles(dir, (name) => UPLOAD_TEMP_FILE.test(name), now);
}

/** Deletes the regular files in `dir` whose name `matches`, last written before STAGED_FILE_KEEP_MS ago. */
async function purgeOldFiles(dir: string, matches: (name: string) => boolean, now: Date): Promise<number> {
  const names = await readdir(dir).catch(() => [] as string[]);
  let removed = 0;
  for (const name of names) {
    if (!matches(name)) continue;
    const file = path.join(dir, name);
    const info = await lstat(file).catch(() => null);
    if (!info?.isFile() || now.getTime() - info.mtimeMs < STAGED_FILE_KEEP_MS) continue;
    await rm(file, { force: true });
    removed++;
  }
  return removed;
}

export interface HousekeptFiles {
  storage: FileStorage;
  /** Hours an uploaded file may stay unreferenced before it is deleted. */
  unreferencedGraceHours: number;
}

/** One whole run of the job: rows, staged and temp files, unfinished and unreferenced uploads. */
export async function runHousekeeping(
  db: Db,
  { storage, unreferencedGraceHours }: HousekeptFiles,
  log?: FastifyBaseLogger,
) {
  const [rows, stagedFiles, tempFiles, unfinishedUploads, unreferenced] = await Promise.all([
    purgeStaleRows(db),
    purgeStagedFiles(storage.stagingDir),
    purgeUploadTempFiles(),
    purgeUnfinishedUploads(tusDirectoryOf(storage)),
    purgeUnreferencedFiles(db, storage, unreferencedGraceHours, new Date(), log),
  ]);
  return { ...rows, stagedFiles, tempFiles, unfinishedUploads, unreferencedFiles: unreferenced.deleted };
}

/**
 * Starts the periodic job (unref'd, never overlapping itself, and with `locks` run by one replica at a time);
 * answers the function that stops it.
 */
export function startHousekeeping(
  db: Db,
  files: HousekeptFiles,
  intervalMinutes: number,
  log?: FastifyBaseLogger,
  locks?: AdvisoryLocks,
): () => void {
  if (intervalMinutes === 0) return () => {};
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    runExclusively(locks, JOB_LOCKS.housekeeping, () => runHousekeeping(db, files, log))
      .then((report) => {
        if (!wasSkipped(report)) log?.info(report, 'stale rows and files purged');
      })
      .catch((error) => log?.error({ err: error }, 'housekeeping failed'))
      .finally(() => {
        running = false;
      });
  }, intervalMinutes * 60_000);
  timer.unref();
  return () => clearInterval(timer);
}
