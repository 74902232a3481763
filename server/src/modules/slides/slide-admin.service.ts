import { slideSchema } from '@common/validation';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { slides } from '../../db/schema';
import { DomainError, invalid, notFound } from '../../errors';
import type { Viewer } from '../../graphql/viewer';
import type { SitePictures } from '../../storage/site-picture';
import type { AuditService } from '../audit/audit.service';
import { validated } from '../validated';
import type { SlideInput } from './slide-admin.types';
import { slideAdminMessages } from './slides.messages';

type SlideRow = typeof slides.$inferSelect;

const AUDITED = 'slide';

const inDisplayOrder = [asc(slides.displayOrder), asc(slides.id)] as const;

/** Admin management of the home-page carousel (spec doc 3 §2.10, §7.4); every write is audited. */
export class SlideAdminService {
  constructor(
    private readonly db: Db,
    private readonly audit: AuditService,
    private readonly pictures: SitePictures,
  ) {}

  /** Every slide, published or not, in the carousel's order. */
  list(): Promise<SlideRow[]> {
    return this.db
      .select()
      .from(slides)
      .orderBy(...inDisplayOrder);
  }

  async create(admin: Viewer, input: SlideInput): Promise<SlideRow> {
    const values = await this.validate(input);
    return this.db.transaction(async (tx) => {
      const [row] = await tx.insert(slides).values(values).returning();
      await this.audit.record(tx, admin, {
        action: 'create',
        objectType: AUDITED,
        objectId: row.id,
        after: row,
      });
      return row;
    });
  }

  async update(admin: Viewer, id: number, input: SlideInput): Promise<SlideRow> {
    const values = await this.validate(input);
    return this.change(admin, id, 'update', (tx) =>
      tx.update(slides).set(values).where(eq(slides.id, id)).returning(),
    );
  }

  async remove(admin: Viewer, id: number): Promise<void> {
    await this.change(admin, id, 'delete', (tx) => tx.delete(slides).where(eq(slides.id, id)).returning());
  }

  /**
   * The drag order: `ids` names every slide once, first to last; each gets displayOrder 1, 2, … (only the
   * slides whose place changed are written and audited). A list made before another admin added or removed a
   * slide is refused, so nobody's slide silently jumps.
   */
  async reorder(admin: Viewer, ids: readonly number[]): Promise<SlideRow[]> {
    if (new Set(ids).size !== ids.length) throw invalid({ ids: slideAdminMessages.orderNotEveryId });
    return this.db.transaction(async (tx) => {
      const rows = await tx
        .select()
        .from(slides)
        .orderBy(...inDisplayOrder)
        .for('update');
      const stored = new Set(rows.map((row) => row.id));
      if (ids.length !== rows.length || ids.some((id) => !stored.has(id))) {
        throw new DomainError('CONFLICT', slideAdminMessages.orderStale, {
          ids: slideAdminMessages.orderStale,
        });
      }
      const byId = new Map(rows.map((row) => [row.id, row]));
      for (const [index, id] of ids.entries()) {
        const before = byId.get(id) as SlideRow;
        if (before.displayOrder === index + 1) continue;
        const [after] = await tx
          .update(slides)
          .set({ displayOrder: index + 1 })
          .where(eq(slides.id, id))
          .returning();
        await this.audit.record(tx, admin, {
          action: 'reorder',
          objectType: AUDITED,
          objectId: id,
          before,
          after,
        });
      }
      return tx
        .select()
        .from(slides)
        .orderBy(...inDisplayOrder);
    });
  }

  /** One audited write of a slide under a lock on its row (a delete leaves no after). */
  private change(
    admin: Viewer,
    id: number,
    action: 'update' | 'delete',
    write: (tx: Db) => Promise<SlideRow[]>,
  ): Promise<SlideRow> {
    return this.db.transaction(async (tx) => {
      const [before] = await tx.select().from(slides).where(eq(slides.id, id)).for('update');
      if (!before) throw notFound(slideAdminMessages.notFound);
      const [row] = await write(tx);
      await this.audit.record(tx, admin, {
        action,
        objectType: AUDITED,
        objectId: id,
        before,
        after: action === 'delete' ? null : row,
      });
      return row;
    });
  }

  /** The shared form rules, then: the picture must be one the site shows (see SitePictures). */
  private async validate(input: SlideInput) {
    // Absent and null mean the same here (the defaults apply); the schema's defaults need undefined.
    const given = Object.fromEntries(Object.entries(input).filter(([, v]) => v !== null && v !== undefined));
    const value = validated(slideSchema, given);
    await this.pictures.assertShown('imageUrl', value.imageUrl);
    return {
      title: value.title,
      description: value.description ?? null,
      imageUrl: value.imageUrl,
      link: value.link ?? null,
      displayOrder: value.displayOrder,
      published: value.published,
      showTitle: value.showTitle,
    };
  }
}
