import { FOOTER_PAGES } from '@common/footer-pages';
import { eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { pageLayouts } from '../../db/schema';
import { it } from '../../testing/fixtures';
import type { TestApp } from '../../testing/test-app';
import { offerStarterPagesOnce } from './starter-pages';

const publicPage = (app: TestApp, key: string) => app.rest('GET', `/api/public/page/${key}`);

describe('the starter pages of a database that had none', () => {
  it('are published once at start, leave an existing page alone, and a deleted one stays deleted', async ({
    app,
  }) => {
    const [own] = await app.db
      .insert(pageLayouts)
      .values({ name: 'قوانین ما', pageKey: 'terms', layoutData: [], isPublished: false })
      .returning();
    expect((await publicPage(app, 'privacy')).statusCode).toBe(404);

    const added = await offerStarterPagesOnce(app.db);
    expect(added).toBe(FOOTER_PAGES.length); // every footer page but terms, plus the home layout
    for (const { key } of FOOTER_PAGES.filter((page) => page.key !== 'terms')) {
      expect((await publicPage(app, key)).statusCode, key).toBe(200);
    }
    const [terms] = await app.db.select().from(pageLayouts).where(eq(pageLayouts.pageKey, 'terms'));
    expect(terms).toEqual(own);

    await app.db.delete(pageLayouts).where(eq(pageLayouts.pageKey, 'privacy'));
    expect(await offerStarterPagesOnce(app.db)).toBe(0);
    expect((await publicPage(app, 'privacy')).statusCode).toBe(404);
  });
});
