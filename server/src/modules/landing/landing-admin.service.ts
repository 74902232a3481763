import { LANDING_SECTIONS } from '@common/enums';
import { landingValueField, TESTIMONIALS_KEY } from '@common/landing-keys';
import { testimonialAvatars, testimonialMessages } from '@common/testimonials';
import { normalizeSearchText } from '@common/text';
import { landingSectionOf } from '@common/validation';
import { type LandingItemOutput, landingItemSchema } from '@common/validation/landing-item';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { landingContents } from '../../db/schema';
import { seedLandingContents } from '../../db/seed/landing';
import { invalid, notFound } from '../../errors';
import type { Viewer } from '../../graphql/viewer';
import type { SitePictures } from '../../storage/site-picture';
import type { AuditService } from '../audit/audit.service';
import { validated } from '../validated';
import { landingAdminMessages } from './landing-admin.messages';
import type { LandingContentInput, LandingContentItem, LandingSectionSummary } from './landing-admin.types';

type Row = typeof landingContents.$inferSelect;

const AUDITED = 'landingContent';
const SECTION_ORDER = new Map<string, number>(LANDING_SECTIONS.map((section, i) => [section, i]));

export function toLandingItem(row: Row): LandingContentItem {
  return { ...row, section: landingSectionOf(row.sectionKey) ?? row.sectionKey.split('.')[0] };
}

/** The admin order: by section (hero … cta), then orderIndex, then id. */
function byPlace(a: LandingContentItem, b: LandingContentItem): number {
  const section = (SECTION_ORDER.get(a.section) ?? 99) - (SECTION_ORDER.get(b.section) ?? 99);
  return section || a.orderIndex - b.orderIndex || a.id - b.id;
}

const searchable = (item: LandingContentItem) =>
  normalizeSearchText([item.sectionKey, item.title, item.subtitle, item.content].filter(Boolean).join(' '));

/**
 * Admin management of the landing texts (spec doc 3 §2.11, §7.5); every write is audited in its transaction.
 * The public landing reads the same rows on every request, so a change shows on the next load.
 */
export class LandingAdminService {
  constructor(
    private readonly db: Db,
    private readonly audit: AuditService,
    private readonly pictures: SitePictures,
  ) {}

  /** Every item; with a keyword, those whose key, title, subtitle or content hold each of its words. */
  async list(keyword?: string | null): Promise<LandingContentItem[]> {
    const items = (await this.db.select().from(landingContents)).map(toLandingItem).sort(byPlace);
    const words = normalizeSearchText(keyword ?? '')
      .split(' ')
      .filter(Boolean);
    if (words.length === 0) return items;
    return items.filter((item) => {
      const text = searchable(item);
      return words.every((word) => text.includes(word));
    });
  }

  async active(): Promise<LandingContentItem[]> {
    return (await this.list()).filter((item) => item.isActive);
  }

  /** The item the home page uses for a key (the first active one by order), else the first inactive one. */
  async byKey(key: string): Promise<LandingContentItem | null> {
    const items = (await this.list()).filter((item) => item.sectionKey === key.trim());
    return items.find((item) => item.isActive) ?? items[0] ?? null;
  }

  async byId(id: number): Promise<LandingContentItem | null> {
    const [row] = await this.db.select().from(landingContents).where(eq(landingContents.id, id));
    return row ? toLandingItem(row) : null;
  }

  /** The five sections in order, each with its item count and active count. */
  async sections(): Promise<LandingSectionSummary[]> {
    const items = await this.list();
    return LANDING_SECTIONS.map((section) => {
      const own = items.filter((item) => item.section === section);
      return { section, count: own.length, activeCount: own.filter((item) => item.isActive).length };
    });
  }

  async create(admin: Viewer, input: LandingContentInput): Promise<LandingContentItem> {
    const fields = await this.validate(input);
    return this.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(landingContents)
        .values({ ...fields, isActive: fields.isActive ?? true })
        .returning();
      await this.audit.record(tx, admin, {
        action: 'create',
        objectType: AUDITED,
        objectId: row.id,
        after: row,
      });
      return toLandingItem(row);
    });
  }

  /** Replaces every field; isActive stays as it is when the input leaves it out. */
  async update(admin: Viewer, id: number, input: LandingContentInput): Promise<LandingContentItem> {
    const { isActive, ...fields } = await this.validate(input);
    return this.change(admin, id, 'update', (tx) =>
      tx
        .update(landingContents)
        .set({ ...fields, ...(isActive !== undefined && { isActive }) })
        .where(eq(landingContents.id, id))
        .returning(),
    );
  }

  toggle(admin: Viewer, id: number): Promise<LandingContentItem> {
    return this.change(admin, id, 'status', (tx) =>
      tx
        .update(landingContents)
        .set({ isActive: sql`not ${landingContents.isActive}` })
        .where(eq(landingContents.id, id))
        .returning(),
    );
  }

  async remove(admin: Viewer, id: number): Promise<boolean> {
    await this.change(admin, id, 'delete', (tx) =>
      tx.delete(landingContents).where(eq(landingContents.id, id)).returning(),
    );
    return true;
  }

  /** Back to the built-in texts (the seed's rows): every item replaced, in one audited transaction. */
  async initialize(admin: Viewer): Promise<LandingContentItem[]> {
    await this.db.transaction(async (tx) => {
      const removed = await tx.delete(landingContents).returning({ id: landingContents.id });
      const added = await tx
        .insert(landingContents)
        .values(seedLandingContents)
        .returning({ id: landingContents.id });
      await this.audit.record(tx, admin, {
        action: 'reset',
        objectType: AUDITED,
        objectId: null,
        before: { items: removed.length },
        after: { items: added.length },
      });
    });
    return this.list();
  }

  /** One audited write of an item under a lock on its row (a delete leaves no after). */
  private change(
    admin: Viewer,
    id: number,
    action: 'update' | 'delete' | 'status',
    write: (tx: Db) => Promise<Row[]>,
  ): Promise<LandingContentItem> {
    return this.db.transaction(async (tx) => {
      const [before] = await tx
        .select()
        .from(landingContents)
        .where(eq(landingContents.id, id))
        .for('update');
      if (!before) throw notFound(landingAdminMessages.notFound);
      const [row] = await write(tx);
      const after = action === 'delete' ? null : row;
      await this.audit.record(tx, admin, { action, objectType: AUDITED, objectId: id, before, after });
      return toLandingItem(row);
    });
  }

  /**
   * The shared form schema; absent and null mean the same (blank), and isActive stays undefined when absent.
   * The pictures (the item's and the testimonials') must be ones the site's image policy shows.
   */
  private async validate(input: LandingContentInput) {
    const given = Object.fromEntries(Object.entries(input).filter(([, v]) => v !== null && v !== undefined));
    const value = validated(landingItemSchema, given);
    await this.pictures.assertShown('imageUrl', value.imageUrl);
    await this.assertAvatarsShown(value);
    return {
      sectionKey: value.sectionKey,
      title: value.title ?? null,
      subtitle: value.subtitle ?? null,
      content: value.content ?? null,
      imageUrl: value.imageUrl ?? null,
      linkUrl: value.linkUrl ?? null,
      linkText: value.linkText ?? null,
      orderIndex: value.orderIndex,
      extraData: value.extraData ?? null,
      isActive: input.isActive ?? undefined,
    };
  }

  /** Refuses, on the field the home page reads the testimonials from, a person's picture it would not show. */
  private async assertAvatarsShown(item: LandingItemOutput): Promise<void> {
    const field = item.sectionKey === TESTIMONIALS_KEY ? landingValueField(item) : null;
    if (!field) return;
    for (const [index, avatar] of testimonialAvatars(item[field])) {
      const refusal = await this.pictures.refusal(avatar);
      if (refusal) throw invalid({ [field]: testimonialMessages.avatar(index, refusal) });
    }
  }
}
