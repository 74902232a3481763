import type { Db } from '../../db/client';
import { siteSettings } from '../../db/schema';
import { DEFAULT_PAGE_LAYOUTS } from './defaults';
import { insertPublishedLayout } from './page-layout-store';

/** The site_settings row that says the starter pages were offered to this database once. */
export const STARTER_PAGES_OFFERED = 'starterPagesOffered';

/**
 * Once per database, at start: publishes the default layouts (the home layout and a starter page for each footer
 * link) whose page keys are free, so a site that existed before the footer pages had layouts gets real pages
 * rather than 'not found'. Later starts add nothing, so a page an admin deletes stays deleted; a page an admin
 * already has under one of the keys is never touched. Two servers starting at once: the marker row's insert
 * lets only one of them do it. Answers how many pages were added.
 */
export async function offerStarterPagesOnce(db: Db): Promise<number> {
  return db.transaction(async (tx) => {
    const [first] = await tx
      .insert(siteSettings)
      .values({ key: STARTER_PAGES_OFFERED, value: true })
      .onConflictDoNothing()
      .returning({ key: siteSettings.key });
    if (!first) return 0;
    let added = 0;
    for (const draft of DEFAULT_PAGE_LAYOUTS) {
      if (await insertPublishedLayout(tx, draft)) added++;
    }
    return added;
  });
}
