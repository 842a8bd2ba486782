import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { idColumn, instant, stampedNow } from './columns.ts';

// Deleted content keeps its row (deleted_at set) so enrolments and payments that point at it survive.
// Content with buyers is archived instead (archived_at set): off sale and out of the catalogue, still
// shown to the people who bought it.

export const courses = pgTable(
  'courses',
  {
    id: idColumn(),
    name: text('name').notNull(),
    title: text('title').notNull().default(''),
    shortDescription: text('short_description').notNull().default(''),
    description: text('description').notNull(),
    image: text('image').notNull(),
    category: text('category').notNull(),
    /** Whole rupees; 0 is free. Orders are priced from this, in paise, on the server. */
    priceRupees: integer('price_rupees').notNull().default(0),
    author: text('author').notNull().default(''),
    content: jsonb('content').$type<string[]>().notNull().default([]),
    /** Stored as an embed link (https://www.youtube.com/embed/ID). */
    youtubeLink: text('youtube_link').notNull().default(''),
    createdAt: stampedNow('created_at'),
    updatedAt: stampedNow('updated_at'),
    deletedAt: instant('deleted_at'),
    archivedAt: instant('archived_at'),
  },
  (table) => [
    index('courses_live_created_at_idx')
      .on(table.createdAt)
      .where(sql`${table.deletedAt} is null and ${table.archivedAt} is null`),
    // The catalogue page by category (/courses?category=), newest first.
    index('courses_live_category_created_at_idx')
      .on(table.category, table.createdAt)
      .where(sql`${table.deletedAt} is null and ${table.archivedAt} is null`),
    check('courses_price_check', sql`${table.priceRupees} >= 0`),
  ],
);

export const blogs = pgTable(
  'blogs',
  {
    id: idColumn(),
    title: text('title').notNull(),
    /** The post's address, /blog/{slug}: made from the title on create and kept when it changes. */
    slug: text('slug').notNull(),
    content: text('content').notNull(),
    shortDescription: text('short_description').notNull().default(''),
    author: text('author').notNull(),
    image: text('image').notNull(),
    category: text('category').notNull(),
    createdAt: stampedNow('created_at'),
    updatedAt: stampedNow('updated_at'),
    deletedAt: instant('deleted_at'),
  },
  (table) => [
    index('blogs_live_created_at_idx')
      .on(table.createdAt)
      .where(sql`${table.deletedAt} is null`),
    // Deleted posts keep theirs, so an old address never starts naming another post.
    uniqueIndex('blogs_slug_unique').on(table.slug),
  ],
);

export const webinars = pgTable(
  'webinars',
  {
    id: idColumn(),
    title: text('title').notNull(),
    presenter: text('presenter').notNull(),
    description: text('description').notNull(),
    /** IST calendar day, YYYY-MM-DD, and IST wall-clock time, HH:mm, as the admin typed them. */
    date: text('date').notNull(),
    time: text('time').notNull(),
    /** The same moment as an instant, for ordering and for upcoming/expired. */
    startsAt: instant('starts_at').notNull(),
    meetingLink: text('meeting_link').notNull(),
    meetingId: text('meeting_id').notNull().default(''),
    meetingPass: text('meeting_pass').notNull().default(''),
    platform: text('platform', { enum: ['meet', 'zoom'] }).notNull(),
    priceRupees: integer('price_rupees').notNull().default(0),
    createdAt: stampedNow('created_at'),
    updatedAt: stampedNow('updated_at'),
    deletedAt: instant('deleted_at'),
    archivedAt: instant('archived_at'),
  },
  (table) => [
    index('webinars_live_starts_at_idx')
      .on(table.startsAt)
      .where(sql`${table.deletedAt} is null and ${table.archivedAt} is null`),
    check('webinars_price_check', sql`${table.priceRupees} >= 0`),
    check('webinars_platform_check', sql`${table.platform} in ('meet', 'zoom')`),
  ],
);

/**
 * One row per table behind a cached public list. A trigger on the table bumps `version` with every
 * statement that writes it, so a server on a shared PostgreSQL database can tell with one cheap
 * read whether its cached answer is still the truth (migration 0007; src/db/table-versions.ts).
 * Two more rows version the totals of the admin's enrolment and counsellor lists (migration 0019).
 */
export const tableVersions = pgTable('table_versions', {
  tableName: text('table_name').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
});
