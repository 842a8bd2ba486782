import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { idColumn, instant, requiredLink, stampedNow } from './columns.ts';
import { NOTIFICATION_KINDS } from '@sukoon/contract/notification-rules';
import { users } from './users.ts';

const kindList = NOTIFICATION_KINDS.map((kind) => `'${kind}'`).join(', ');

/** What the bell shows: one person's in-app notices, written by the events that concern them. */
export const notifications = pgTable(
  'notifications',
  {
    id: idColumn(),
    userId: requiredLink('user_id', () => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: NOTIFICATION_KINDS }).notNull(),
    /** The English text, as it was written; what a row without a message key shows in every language. */
    title: text('title').notNull(),
    body: text('body').notNull(),
    /**
     * The catalogue message (lib/notification-messages.ts) and its inputs, so the
     * bell writes the text in its reader's language; null on rows written before there was one.
     */
    messageKey: text('message_key'),
    messageInputs: jsonb('message_inputs').$type<Record<string, unknown>>(),
    /** A path in the web app, or null. */
    link: text('link'),
    readAt: instant('read_at'),
    /**
     * Names the event, e.g. `reminder-24h:<appointment id>:<user id>`: the same event recorded twice
     * (two instances, a retried job) is one notification.
     */
    dedupeKey: text('dedupe_key'),
    createdAt: stampedNow('created_at'),
  },
  (table) => [
    index('notifications_user_created_idx').on(table.userId, table.createdAt.desc()),
    index('notifications_unread_idx')
      .on(table.userId)
      .where(sql`${table.readAt} is null`),
    uniqueIndex('notifications_dedupe_key_unique').on(table.dedupeKey),
    check('notifications_kind_check', sql`${table.kind} in (${sql.raw(kindList)})`),
  ],
);
