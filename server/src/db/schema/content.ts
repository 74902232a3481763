import { CONTACT_STATUSES, CONTACT_SUBJECTS } from '@common/enums';
import { contactSubjectLabels } from '@common/labels';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { timestamps, tstz } from './columns';
import { normalisedSearchText } from './search-text';
import { users } from './users';

export const slides = pgTable(
  'slides',
  {
    id: serial().primaryKey(),
    title: text().notNull(),
    description: text(),
    imageUrl: text().notNull(),
    link: text(),
    displayOrder: integer().notNull().default(0),
    published: boolean().notNull().default(true),
    showTitle: boolean().notNull().default(true),
    ...timestamps,
  },
  (t) => [index('slides_published_order_idx').on(t.published, t.displayOrder)],
);

export const landingContents = pgTable(
  'landing_contents',
  {
    id: serial().primaryKey(),
    /** '{section}.{field}', e.g. 'stats.title'; the section is the part before the first dot. */
    sectionKey: text().notNull(),
    title: text(),
    subtitle: text(),
    content: text(),
    imageUrl: text(),
    linkUrl: text(),
    linkText: text(),
    orderIndex: integer().notNull().default(1),
    isActive: boolean().notNull().default(true),
    /** Free JSON text, kept as typed by the admin. */
    extraData: text(),
    ...timestamps,
  },
  (t) => [index('landing_contents_section_key_idx').on(t.sectionKey, t.orderIndex)],
);

export interface LayoutComponent {
  id: string;
  type: string;
  props?: Record<string, unknown>;
  styles?: Record<string, unknown>;
}

export const pageLayouts = pgTable(
  'page_layouts',
  {
    id: serial().primaryKey(),
    name: text().notNull(),
    description: text(),
    pageKey: text().notNull(),
    version: integer().notNull().default(1),
    isPublished: boolean().notNull().default(false),
    layoutData: jsonb().$type<LayoutComponent[]>().notNull().default([]),
    /** When the last version was published (null while never published). */
    publishedAt: tstz(),
    ...timestamps,
  },
  (t) => [uniqueIndex('page_layouts_page_key_key').on(t.pageKey)],
);

/**
 * Every published version of a layout: publishing copies the working draft (the page_layouts row) here; the
 * public page shows the layout's latest version, so saving a draft never changes what visitors see.
 */
export const pageLayoutVersions = pgTable(
  'page_layout_versions',
  {
    id: serial().primaryKey(),
    layoutId: integer()
      .notNull()
      .references(() => pageLayouts.id, { onDelete: 'cascade' }),
    version: integer().notNull(),
    name: text().notNull(),
    description: text(),
    /** The address the version was published under (a draft's new key moves the page only when published). */
    pageKey: text().notNull(),
    layoutData: jsonb().$type<LayoutComponent[]>().notNull().default([]),
    publishedAt: tstz().notNull().defaultNow(),
    publishedBy: integer().references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('page_layout_versions_layout_version_key').on(t.layoutId, t.version),
    index('page_layout_versions_page_key_idx').on(t.pageKey, t.publishedAt),
  ],
);

export const contactSubjectEnum = pgEnum('contact_subject', CONTACT_SUBJECTS);
export const contactStatusEnum = pgEnum('contact_status', CONTACT_STATUSES);

/** The subject as the admin reads it, so a search for «شکایت» finds complaints. */
const SUBJECT_LABEL = `(case subject ${Object.entries(contactSubjectLabels)
  .map(([value, label]) => `when '${value}' then '${label}'`)
  .join(' ')} end)`;

export const contactMessages = pgTable(
  'contact_messages',
  {
    id: serial().primaryKey(),
    name: text().notNull(),
    email: text().notNull(),
    phone: text(),
    subject: contactSubjectEnum().notNull(),
    message: text().notNull(),
    status: contactStatusEnum().notNull().default('NEW'),
    ipAddress: text(),
    /** Name, e-mail, phone, the subject's Persian label and the text, normalised for the admin's search. */
    searchText: text()
      .notNull()
      .generatedAlwaysAs(normalisedSearchText(['name', 'email', 'phone', SUBJECT_LABEL, 'message'])),
    ...timestamps,
  },
  (t) => [
    index('contact_messages_status_created_idx').on(t.status, t.createdAt),
    index('contact_messages_search_text_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops')),
  ],
);

export const newsletterSubscribers = pgTable(
  'newsletter_subscribers',
  {
    id: serial().primaryKey(),
    email: text().notNull(),
    createdAt: tstz().notNull().defaultNow(),
  },
  (t) => [uniqueIndex('newsletter_subscribers_email_key').on(t.email)],
);

/** Stored files: the storage key is server-chosen; the owner is who uploaded it. */
export const files = pgTable(
  'files',
  {
    id: serial().primaryKey(),
    storageKey: text().notNull(),
    url: text().notNull(),
    mimeType: text().notNull(),
    size: integer().notNull(),
    originalName: text(),
    ownerId: integer().references(() => users.id, { onDelete: 'set null' }),
    createdAt: tstz().notNull().defaultNow(),
  },
  (t) => [uniqueIndex('files_storage_key_key').on(t.storageKey)],
);

export const siteSettings = pgTable('site_settings', {
  key: text().primaryKey(),
  value: jsonb().$type<unknown>().notNull(),
  updatedAt: tstz().notNull().defaultNow(),
});
