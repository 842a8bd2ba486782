import { sql } from 'drizzle-orm';
import {
  boolean,
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

const eventList = PHONE_EVENTS.map((event) => `'${event}'`).join(', ');

/** The phone channels; the bell and e-mail need no number. */
export const PHONE_CHANNELS = ['sms', 'whatsapp'] as const;
export type PhoneChannel = (typeof PHONE_CHANNELS)[number];

/**
 * One live SMS code per account, for the number it was sent to. Kept as an HMAC (lib/otp.ts), never
 * in clear; a new request replaces it.
 */
export const phoneVerifications = pgTable('phone_verifications', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  phone: text('phone').notNull(),
  codeHash: text('code_hash').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  failedAttempts: integer('failed_attempts').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

/** A person's choice of channels; no row means the defaults (e-mail on, the rest off). */
export const notificationPreferences = pgTable('notification_preferences', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  email: boolean('email').notNull().default(true),
  sms: boolean('sms').notNull().default(false),
  whatsapp: boolean('whatsapp').notNull().default(false),
  push: boolean('push').notNull().default(false),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

/**
 * Each time SMS or WhatsApp was turned on or off for a person, and how: the record of consent to be
 * reached on the phone (append-only; the latest row is the one in force).
 */
export const channelConsents = pgTable(
  'channel_consents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    channel: text('channel', { enum: PHONE_CHANNELS }).notNull(),
    given: boolean('given').notNull(),
    /** `preferences`: the person's choice; `stop`: "STOP" on WhatsApp; `number`: the number went. */
    source: text('source', { enum: ['preferences', 'stop', 'number'] }).notNull(),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('channel_consents_user_idx').on(table.userId, table.recordedAt),
    check('channel_consents_channel_check', sql`${table.channel} in ('sms', 'whatsapp')`),
    check('channel_consents_source_check', sql`${table.source} in ('preferences', 'stop', 'number')`),
  ],
);

export const PHONE_MESSAGE_STATES = ['pending', 'sent', 'failed', 'void'] as const;
export type PhoneMessageState = (typeof PHONE_MESSAGE_STATES)[number];

/** What a message says, kept to what DESIGN allows on a phone: a first name, a time, a room link. */
export interface PhoneMessageInputs {
  firstName: string;
  date: string;
  slot: number;
  link: string | null;
}

/**
 * One message owed to one person on one channel about one event. The unique key is what sends it
 * once across instances and restarts; the row carries its own retries (attempts, next try).
 */
export const phoneMessages = pgTable(
  'phone_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    channel: text('channel', { enum: PHONE_CHANNELS }).notNull(),
    event: text('event', { enum: PHONE_EVENTS }).notNull(),
    /** The event's occurrence: the appointment, and for reminders and moves the session's time. */
    eventKey: text('event_key').notNull(),
    appointmentId: uuid('appointment_id'),
    toPhone: text('to_phone').notNull(),
    language: text('language', { enum: ['en', 'hi', 'mr'] }).notNull(),
    inputs: jsonb('inputs').$type<PhoneMessageInputs>().notNull(),
    state: text('state', { enum: PHONE_MESSAGE_STATES }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull(),
    /** Set while one attempt sends it; an attempt that died is taken over after a while. */
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    lastError: text('last_error'),
    /** The provider's id of the message (WhatsApp's `wamid…`), which its status updates name. */
    providerMessageId: text('provider_message_id'),
    /** The provider's last word on it: `sent`, `delivered`, `read`, `failed`. */
    deliveryStatus: text('delivery_status'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    failedAt: timestamp('failed_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('phone_messages_once_unique').on(table.userId, table.eventKey, table.channel),
    index('phone_messages_due_idx')
      .on(table.nextAttemptAt)
      .where(sql`${table.state} = 'pending'`),
    index('phone_messages_provider_id_idx').on(table.providerMessageId),
    index('phone_messages_failed_idx')
      .on(table.failedAt)
      .where(sql`${table.state} = 'failed'`),
    check('phone_messages_channel_check', sql`${table.channel} in ('sms', 'whatsapp')`),
    check('phone_messages_event_check', sql`${table.event} in (${sql.raw(eventList)})`),
    check('phone_messages_language_check', sql`${table.language} in ('en', 'hi', 'mr')`),
    check('phone_messages_state_check', sql`${table.state} in ('pending', 'sent', 'failed', 'void')`),
    check('phone_messages_failed_check', sql`(${table.state} = 'failed') = (${table.failedAt} is not null)`),
  ],
);
