import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { slides } from '../../db/schema';

export class SlideService {
  constructor(private readonly db: Db) {}

  /** The carousel: published slides in display order (ties by id, so the order is stable). */
  listPublished() {
    return this.db
      .select()
      .from(slides)
      .where(eq(slides.published, true))
      .orderBy(asc(slides.displayOrder), asc(slides.id));
  }
}
