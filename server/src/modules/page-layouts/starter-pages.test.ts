import { FOOTER_PAGES } from '@common/footer-pages';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageLayouts } from '../../db/schema';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { offerStarterPagesOnce } from './starter-pages';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const publicPage = (key: string) => t.rest('GET', `/api/public/page/${key}`);

describe('the starter pages of a database that had none', () => {
  it('are published once at start, leave an existing page alone, and a deleted one stays deleted', async () => {
    const [own] = await t.db
      .insert(pageLayouts)
      .values({ name: 'قوانین ما', pageKey: 'terms', layoutData: [], isPublished: false })
      .returning();
    expect((await publicPage('privacy')).statusCode).toBe(404);

    const added = await offerStarterPagesOnce(t.db);
    expect(added).toBe(FOOTER_PAGES.length); // every footer page but terms, plus the home layout
    for (const { key } of FOOTER_PAGES.filter((page) => page.key !== 'terms')) {
      expect((await publicPage(key)).statusCode, key).toBe(200);
    }
    const [terms] = await t.db.select().from(pageLayouts).where(eq(pageLayouts.pageKey, 'terms'));
    expect(terms).toEqual(own);

    await t.db.delete(pageLayouts).where(eq(pageLayouts.pageKey, 'privacy'));
    expect(await offerStarterPagesOnce(t.db)).toBe(0);
    expect((await publicPage('privacy')).statusCode).toBe(404);
  });
});
