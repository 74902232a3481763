import { messages as formMessages, maxLengthMessage, pageLayoutSchema } from '@common/validation';
import { and, asc, desc, eq, ilike, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { pageLayouts, pageLayoutVersions, users } from '../../db/schema';
import { uniqueViolation } from '../../db/unique-violation';
import { DomainError, invalid, notFound } from '../../errors';
import type { Viewer } from '../../graphql/viewer';
import type { SitePictures } from '../../storage/site-picture';
import type { AuditService } from '../audit/audit.service';
import { validated } from '../validated';
import { DEFAULT_PAGE_LAYOUTS } from './defaults';
import { layoutPictures } from './layout-pictures';
import { sanitizeLayoutData } from './layout-sanitizer';
import {
  insertPublishedLayout,
  type LayoutDraft,
  type LayoutRow,
  latestVersions,
  publishDraft,
} from './page-layout-store';
import { PAGE_LAYOUT_TEMPLATES } from './page-layout-templates';
import { toAdminLayout, toVersion } from './page-layout-view';
import { pageLayoutMessages as messages } from './page-layouts.messages';
import type {
  PageLayout,
  PageLayoutInput,
  PageLayoutTemplate,
  PageLayoutVersion,
} from './page-layouts.types';

const AUDITED = 'pageLayout';
const NAME_MAX = 200;

/** What the audit log keeps of a layout (the components as one value, so a change shows as one line). */
const audited = (row: LayoutRow) => ({
  name: row.name,
  description: row.description,
  pageKey: row.pageKey,
  version: row.version,
  isPublished: row.isPublished,
  layoutData: row.layoutData,
});

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The page builder (spec doc 3 §2.12, §7.6; issue 14): the page_layouts row is the working draft, publishing
 * copies it into a new version, and the public page shows the last version. Every write is audited.
 */
export class PageLayoutAdminService {
  constructor(
    private readonly db: Db,
    private readonly audit: AuditService,
    private readonly pictures: SitePictures,
  ) {}

  /** Every layout (drafts too), oldest first; `search` matches the name, page key or description. */
  async list(search?: string | null): Promise<PageLayout[]> {
    const text = search?.trim();
    const rows = await this.db
      .select()
      .from(pageLayouts)
      .where(
        text
          ? or(
              ilike(pageLayouts.name, likePattern(text)),
              ilike(pageLayouts.pageKey, likePattern(text)),
              ilike(pageLayouts.description, likePattern(text)),
            )
          : undefined,
      )
      .orderBy(asc(pageLayouts.id));
    const latest = await latestVersions(
      this.db,
      rows.map((row) => row.id),
    );
    return rows.map((row) => toAdminLayout(row, latest.get(row.id)));
  }

  async get(id: number): Promise<PageLayout | null> {
    const [row] = await this.db.select().from(pageLayouts).where(eq(pageLayouts.id, id));
    return row ? this.view(this.db, row) : null;
  }

  templates(): PageLayoutTemplate[] {
    return PAGE_LAYOUT_TEMPLATES;
  }

  /** A layout's published versions, newest first. */
  async versions(layoutId: number): Promise<PageLayoutVersion[]> {
    await this.required(this.db, layoutId);
    const rows = await this.db
      .select({ version: pageLayoutVersions, firstName: users.firstName, lastName: users.lastName })
      .from(pageLayoutVersions)
      .leftJoin(users, eq(users.id, pageLayoutVersions.publishedBy))
      .where(eq(pageLayoutVersions.layoutId, layoutId))
      .orderBy(desc(pageLayoutVersions.version));
    return rows.map(({ version, firstName, lastName }, index) =>
      toVersion(version, firstName === null ? null : `${firstName} ${lastName ?? ''}`.trim(), index === 0),
    );
  }

  async create(admin: Viewer, input: PageLayoutInput): Promise<PageLayout> {
    const draft = await this.validate(input);
    return this.saving(() =>
      this.db.transaction(async (tx) => {
        const [row] = await tx
          .insert(pageLayouts)
          .values({ ...draft, version: 1, isPublished: false })
          .returning();
        await this.record(tx, admin, 'create', row.id, null, row);
        return toAdminLayout(row, undefined);
      }),
    );
  }

  /** Saves the draft; the public page keeps showing the last published version. */
  async update(admin: Viewer, id: number, input: PageLayoutInput): Promise<PageLayout> {
    const draft = await this.validate(input);
    return this.saving(() =>
      this.change(admin, id, 'update', (tx) =>
        tx.update(pageLayouts).set(draft).where(eq(pageLayouts.id, id)).returning(),
      ),
    );
  }

  /** Publishes the draft as the next version; a draft with nothing new is left as it is. */
  publish(admin: Viewer, id: number): Promise<PageLayout> {
    return this.db.transaction(async (tx) => {
      const before = await this.required(tx, id, true);
      const current = await this.view(tx, before);
      if (!current.hasUnpublishedChanges) return current;
      const row = await publishDraft(tx, before, admin.userId);
      await this.record(tx, admin, 'publish', id, before, row);
      return this.view(tx, row);
    });
  }

  /** A new draft layout with the components of `id`, under `name` and a free page key ('privacy-copy'). */
  duplicate(admin: Viewer, id: number, name: string): Promise<PageLayout> {
    const newName = name.trim();
    const problem =
      newName === ''
        ? formMessages.pageLayoutNameRequired
        : newName.length > NAME_MAX
          ? maxLengthMessage(NAME_MAX)
          : null;
    if (problem) throw invalid({ name: problem }, problem);
    return this.saving(() =>
      this.db.transaction(async (tx) => {
        const source = await this.required(tx, id);
        const pageKey = await this.freeKey(tx, `${source.pageKey}-copy`);
        const [row] = await tx
          .insert(pageLayouts)
          .values({
            name: newName,
            description: source.description,
            pageKey,
            layoutData: source.layoutData,
            version: 1,
            isPublished: false,
          })
          .returning();
        await this.record(tx, admin, 'create', row.id, null, row);
        return toAdminLayout(row, undefined);
      }),
    );
  }

  /** Deletes a layout with all its versions; its page answers 'not found' from then on. */
  async remove(admin: Viewer, id: number): Promise<void> {
    await this.db.transaction(async (tx) => {
      const before = await this.required(tx, id, true);
      await tx.delete(pageLayouts).where(eq(pageLayouts.id, id));
      await this.record(tx, admin, 'delete', id, before, null);
    });
  }

  /**
   * Copies a published version's name, description and components into the draft (the page key, the page's
   * address, stays). Nothing changes for visitors until the draft is published.
   */
  restore(admin: Viewer, id: number, version: number): Promise<PageLayout> {
    return this.db.transaction(async (tx) => {
      const before = await this.required(tx, id, true);
      const [snapshot] = await tx
        .select()
        .from(pageLayoutVersions)
        .where(and(eq(pageLayoutVersions.layoutId, id), eq(pageLayoutVersions.version, version)));
      if (!snapshot) throw notFound(messages.versionNotFound);
      const [row] = await tx
        .update(pageLayouts)
        .set({
          name: snapshot.name,
          description: snapshot.description,
          layoutData: sanitizeLayoutData(snapshot.layoutData),
        })
        .where(eq(pageLayouts.id, id))
        .returning();
      await this.record(tx, admin, 'restore', id, before, row);
      return this.view(tx, row);
    });
  }

  /**
   * Adds the default layouts (the home layout and a published starter page for every footer link) whose page
   * keys are free; a page an admin already has under one of those keys is never touched. Answers the list.
   */
  async initializeDefaults(admin: Viewer): Promise<PageLayout[]> {
    await this.db.transaction(async (tx) => {
      for (const draft of DEFAULT_PAGE_LAYOUTS) {
        const row = await insertPublishedLayout(tx, draft, admin.userId);
        if (row) await this.record(tx, admin, 'create', row.id, null, row);
      }
    });
    return this.list();
  }

  /** The shared form rules, then: every picture is one the site's image policy shows. */
  private async validate(input: PageLayoutInput): Promise<LayoutDraft> {
    const given = Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined));
    const value = validated(pageLayoutSchema, given);
    const layoutData = sanitizeLayoutData(value.layoutData);
    for (const [field, address] of layoutPictures(layoutData))
      await this.pictures.assertShown(field, address);
    return {
      name: value.name,
      description: value.description ?? null,
      pageKey: value.pageKey,
      layoutData,
    };
  }

  private async view(db: Db, row: LayoutRow): Promise<PageLayout> {
    const latest = await latestVersions(db, [row.id]);
    return toAdminLayout(row, latest.get(row.id));
  }

  private async required(db: Db, id: number, lock = false): Promise<LayoutRow> {
    const query = db.select().from(pageLayouts).where(eq(pageLayouts.id, id));
    const [row] = lock ? await query.for('update') : await query;
    if (!row) throw notFound(messages.layoutNotFound);
    return row;
  }

  /** One audited write of a layout under a lock on its row. */
  private change(
    admin: Viewer,
    id: number,
    action: 'update',
    write: (tx: Db) => Promise<LayoutRow[]>,
  ): Promise<PageLayout> {
    return this.db.transaction(async (tx) => {
      const before = await this.required(tx, id, true);
      const [row] = await write(tx);
      await this.record(tx, admin, action, id, before, row);
      return this.view(tx, row);
    });
  }

  private record(
    tx: Db,
    admin: Viewer,
    action: 'create' | 'update' | 'delete' | 'publish' | 'restore',
    id: number,
    before: LayoutRow | null,
    after: LayoutRow | null,
  ): Promise<void> {
    return this.audit.record(tx, admin, {
      action,
      objectType: AUDITED,
      objectId: id,
      before: before && audited(before),
      after: after && audited(after),
    });
  }

  private async freeKey(db: Db, base: string): Promise<string> {
    const stem = base.slice(0, 90);
    const taken = new Set(
      (
        await db
          .select({ pageKey: pageLayouts.pageKey })
          .from(pageLayouts)
          .where(ilike(pageLayouts.pageKey, `${stem}%`))
      ).map((row) => row.pageKey),
    );
    if (!taken.has(stem)) return stem;
    let n = 2;
    while (taken.has(`${stem}-${n}`)) n++;
    return `${stem}-${n}`;
  }

  private async saving<T>(write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if (uniqueViolation(error) !== null) {
        throw new DomainError('CONFLICT', messages.pageKeyTaken, { pageKey: messages.pageKeyTaken });
      }
      throw error;
    }
  }
}
