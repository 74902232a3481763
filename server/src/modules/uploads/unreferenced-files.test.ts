import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { COURSE_CATEGORIES, COURSE_LEVELS, PROGRAM_TYPES } from '@common/enums';
import { eq, getTableName, inArray } from 'drizzle-orm';
import { getTableConfig } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  chapters,
  courses,
  files,
  landingContents,
  lessons,
  pageLayouts,
  programs,
  siteSettings,
  slides,
  users,
} from '../../db/schema';
import type { FileStorage } from '../../storage/file-storage';
import { LocalFileStorage } from '../../storage/local-storage';
import { bearer, insertUser, tokenFor } from '../../testing/accounts';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { pngHeader } from './hostile-files';
import { purgeUnreferencedFiles, referenceColumns } from './unreferenced-files';
import { imageDoors, outcomeOf } from './upload-requests';

const HOUR = 60 * 60 * 1000;
let t: TestApp;
let uploadsDir: string;
let member: { id: number; headers: Record<string, string> };

beforeAll(async () => {
  uploadsDir = mkdtempSync(path.join(tmpdir(), 'unreferenced-'));
  t = await createTestApp({ UPLOADS_DIR: uploadsDir, UPLOAD_LIMIT_PER_HOUR: '1000' });
  const user = await insertUser(t, '09129990201');
  member = { id: user.id, headers: bearer(await tokenFor(t, '09129990201')) };
});
afterAll(async () => {
  await t.close();
  rmSync(uploadsDir, { recursive: true, force: true });
});

interface Stored {
  id: number;
  key: string;
  url: string;
}

/** An image uploaded by the member through the REST door, made `hoursOld` old. */
async function uploaded(hoursOld: number): Promise<Stored> {
  const file = { body: pngHeader(4, 4), filename: 'a.png', type: 'image/png' };
  const outcome = outcomeOf('rest', await imageDoors[0].send(t, file, member.headers), 'uploadImage');
  expect(outcome.status).toBe(200);
  const url = String(outcome.data?.url);
  const [row] = await t.db
    .update(files)
    .set({ createdAt: new Date(Date.now() - hoursOld * HOUR) })
    .where(eq(files.url, url))
    .returning();
  return { id: row.id, key: row.storageKey, url };
}

const storage = () => t.app.services.storage as LocalFileStorage;
const onDisk = (file: Stored) => existsSync(storage().pathOf(file.key));
const rowsOf = async (list: Stored[]) =>
  (
    await t.db
      .select({ id: files.id })
      .from(files)
      .where(
        inArray(
          files.id,
          list.map((f) => f.id),
        ),
      )
  ).map((r) => r.id);

describe('files no row references', () => {
  it('are deleted after the grace period (row and stored file); referenced and young files stay', async () => {
    const profile = await uploaded(48);
    const thumbnail = await uploaded(48);
    const trailer = await uploaded(48);
    const chapterKey = await uploaded(48);
    const lessonText = await uploaded(48);
    const programImage = await uploaded(48);
    const slide = await uploaded(48);
    const landing = await uploaded(48);
    const layout = await uploaded(48);
    const setting = await uploaded(48);
    const old = await uploaded(25);
    const young = await uploaded(23);

    await t.db.update(users).set({ profileImageUrl: profile.url }).where(eq(users.id, member.id));
    const [course] = await t.db
      .insert(courses)
      .values({
        title: 'دوره',
        category: COURSE_CATEGORIES[0],
        level: COURSE_LEVELS[0],
        thumbnailUrl: thumbnail.url,
        // An S3 address: another host before the same key.
        trailerVideoUrl: `https://files.example.org/bucket/${trailer.key}`,
      })
      .returning();
    const [chapter] = await t.db
      .insert(chapters)
      .values({ courseId: course.id, title: 'فصل', videoKey: chapterKey.key })
      .returning();
    await t.db
      .insert(lessons)
      .values({ chapterId: chapter.id, title: 'درس', contentText: `<p><img src="${lessonText.url}"></p>` });
    await t.db
      .insert(programs)
      .values({ name: 'برنامه', programType: PROGRAM_TYPES[0], imageUrl: programImage.url });
    await t.db.insert(slides).values({ title: 'اسلاید', imageUrl: slide.url });
    await t.db.insert(landingContents).values({ sectionKey: 'hero.image', imageUrl: landing.url });
    await t.db.insert(pageLayouts).values({
      name: 'صفحه',
      pageKey: 'home',
      layoutData: [{ id: 'b1', type: 'image', props: { src: layout.url } }],
    });
    await t.db.insert(siteSettings).values({ key: 'logo-test', value: { logo: setting.url } });

    const referenced = [
      profile,
      thumbnail,
      trailer,
      chapterKey,
      lessonText,
      programImage,
      slide,
      landing,
      layout,
      setting,
    ];
    const report = await purgeUnreferencedFiles(t.db, storage(), 24);

    expect(report).toEqual({ deleted: 1, failed: 0 });
    expect(await rowsOf([old])).toEqual([]);
    expect(onDisk(old)).toBe(false);
    expect((await rowsOf([...referenced, young])).sort()).toEqual(
      [...referenced, young].map((f) => f.id).sort(),
    );
    expect([...referenced, young].filter((f) => !onDisk(f))).toEqual([]);
    // The pages still show their pictures.
    for (const file of [profile, thumbnail, young]) {
      expect((await t.app.fastify.inject({ method: 'GET', url: file.url })).statusCode).toBe(200);
    }
  });

  it('a replaced profile picture goes once the grace period is over; the new one stays', async () => {
    const profileWith = (url: string) =>
      t.rest(
        'PUT',
        '/api/user/profile',
        { firstName: 'سارا', lastName: 'احمدی', profileImageUrl: url },
        member.headers,
      );
    const first = await uploaded(30);
    expect((await profileWith(first.url)).statusCode).toBe(200);
    const second = await uploaded(26);
    expect((await profileWith(second.url)).statusCode).toBe(200);
    await purgeUnreferencedFiles(t.db, storage(), 24);
    expect(await rowsOf([first, second])).toEqual([second.id]);
    expect([onDisk(first), onDisk(second)]).toEqual([false, true]);
  });

  it('deletes objects from any storage (S3 as well) by key, and counts an object that could not go', async () => {
    const gone = await uploaded(30);
    const refused = await uploaded(30);
    const deleted: string[] = [];
    const s3Like: FileStorage = {
      ...storage(),
      driver: 's3',
      stagingDir: storage().stagingDir,
      put: async () => {},
      putFile: async () => {},
      urlFor: (key) => `https://files.example.org/${key}`,
      delete: async (key) => {
        if (key === refused.key) throw new Error('S3 DELETE answered HTTP 500');
        deleted.push(key);
      },
    };
    expect((await purgeUnreferencedFiles(t.db, s3Like, 24)).failed).toBe(1);
    expect(deleted).toContain(gone.key);
    expect(deleted).not.toContain(refused.key);
    // Its row is gone all the same: the object is an orphan, never a row pointing nowhere.
    expect(await rowsOf([gone, refused])).toEqual([]);
  });

  it('looks in every text and JSON column of every table but files and the audit log', () => {
    const columns = referenceColumns().flatMap(({ table, columns }) =>
      columns.map((column) => `${getTableName(table)}.${column.name}`),
    );
    for (const known of [
      'users.profileImageUrl',
      'courses.thumbnailUrl',
      'courses.trailerVideoUrl',
      'chapters.videoUrl',
      'chapters.videoKey',
      'lessons.videoUrl',
      'lessons.videoKey',
      'lessons.resourcesUrls',
      'programs.imageUrl',
      'programs.timeline',
      'slides.imageUrl',
      'landing_contents.imageUrl',
      'landing_contents.extraData',
      'page_layouts.layoutData',
      'site_settings.value',
      'notifications.actionUrl',
    ]) {
      expect(columns).toContain(known);
    }
    expect(columns.some((c) => c.startsWith('files.'))).toBe(false);
    expect(columns.some((c) => c.startsWith('audit_log.'))).toBe(false);
    expect(referenceColumns().every(({ table }) => getTableConfig(table).name !== 'files')).toBe(true);
  });
});
