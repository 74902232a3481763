import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { landingContents } from '../../db/schema';
import { buildLanding } from './landing.structure';
import { countImpactTotals } from './landing.totals';
import type { Landing } from './landing.types';

const REAL_TOTAL_FIELDS = ['studentsHelped', 'donorsActive', 'projectsCompleted', 'fundsRaised'] as const;

export class LandingService {
  constructor(private readonly db: Db) {}

  async getPublicLanding(): Promise<Landing> {
    const rows = await this.db
      .select({
        sectionKey: landingContents.sectionKey,
        title: landingContents.title,
        subtitle: landingContents.subtitle,
        content: landingContents.content,
        extraData: landingContents.extraData,
      })
      .from(landingContents)
      .where(eq(landingContents.isActive, true))
      .orderBy(asc(landingContents.orderIndex), asc(landingContents.id));
    const landing = buildLanding(rows);
    await this.fillRealTotals(landing);
    return landing;
  }

  /**
   * An impact figure without an active landing row comes from the real totals; it stays null (and the
   * client shows its built-in figure) while the real total is still 0. Counted only when needed.
   */
  private async fillRealTotals(landing: Landing): Promise<void> {
    const missing = REAL_TOTAL_FIELDS.filter((field) => landing.stats[field] === null);
    if (missing.length === 0) return;
    const totals = await countImpactTotals(this.db);
    for (const field of missing) landing.stats[field] = totals[field];
  }
}
