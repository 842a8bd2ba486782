import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { PHONE_EVENTS } from '@sukoon/contract/phones';
import { users } from './users.ts';
import { PHONE_MESSAGE_STATES } from './phones.ts';

const eventList = PHONE_EVENTS.map((event) => `'${event}'`).join(', ');

/**
 * A device that receives web push: the browser's push service address and the keys its payloads
 * are encrypted to (RFC 8291). An address belongs to whoever subscribed it last, so a shared phone
 * never gets the previous person's notices; the push service's 404 or 410 deletes it.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex('push_subscriptions_endpoint_unique').on(table.endpoint),
    index('push_subscriptions_user_idx').on(table.userId),
  ],
);

/** What a push notice says of its session: the time, and the room when it has one. */
export interface PushMessageInputs {
  date: string;
  slot: number;
  /** The in-app path a tap opens. */
  path: string;
}

/**
 * One notification owed to one device about one event, recorded in the event's transaction; the
 * unique key sends it once per device across instances, and the row carries its own retries.
 */
export const pushMessages = pgTable(
  'push_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    subscriptionId: uuid('subscription_id')
      .notNull()
      .references(() => pushSubscriptions.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    event: text('event', { enum: PHONE_EVENTS }).notNull(),
    eventKey: text('event_key').notNull(),
    appointmentId: uuid('appointment_id'),
    language: text('language', { enum: ['en', 'hi', 'mr'] }).notNull(),
    inputs: jsonb('inputs').$type<PushMessageInputs>().notNull(),
    state: text('state', { enum: PHONE_MESSAGE_STATES }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull(),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    failedAt: timestamp('failed_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('push_messages_once_unique').on(table.subscriptionId, table.eventKey),
    index('push_messages_due_idx')
      .on(table.nextAttemptAt)
      .where(sql`${table.state} = 'pending'`),
    index('push_messages_user_idx').on(table.userId),
    check('push_messages_event_check', sql`${table.event} in (${sql.raw(eventList)})`),
    check('push_messages_language_check', sql`${table.language} in ('en', 'hi', 'mr')`),
    check('push_messages_state_check', sql`${table.state} in ('pending', 'sent', 'failed', 'void')`),
    check('push_messages_failed_check', sql`(${table.state} = 'failed') = (${table.failedAt} is not null)`),
  ],
);
