import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { idColumn, instant, requiredLink, stampedNow } from './columns.ts';
import { CONSENT_DOCUMENTS } from '@sukoon/contract/consents';
import type { IntakeAnswers } from '@sukoon/contract/intake';
import { sealedJson } from './sealed-columns.ts';
import { users } from './users.ts';
import { appointments } from './appointments.ts';

/**
 * One agreement by one person to one version of a document, and when. A version is agreed to once
 * (the unique index); a new version of a text is a new row, the old ones stay as the record.
 */
export const consents = pgTable(
  'consents',
  {
    id: idColumn(),
    userId: requiredLink('user_id', () => users.id, { onDelete: 'cascade' }),
    document: text('document', { enum: CONSENT_DOCUMENTS }).notNull(),
    version: text('version').notNull(),
    acceptedAt: instant('accepted_at').notNull(),
  },
  (table) => [
    uniqueIndex('consents_user_document_version_unique').on(table.userId, table.document, table.version),
    check('consents_document_check', sql`${table.document} in ('terms', 'privacy', 'counselling')`),
    check('consents_version_check', sql`${table.version} <> ''`),
  ],
);

/**
 * The optional intake of one appointment. The answers (free text and item answers) are one JSON
 * value sealed at rest (sealed-columns.ts); the scores and the flag are plain columns, computed by
 * the server, so the counsellor's list and the database's checks need not open the answers.
 */
export const appointmentIntakes = pgTable(
  'appointment_intakes',
  {
    appointmentId: uuid('appointment_id')
      .primaryKey()
      .references(() => appointments.id, { onDelete: 'cascade' }),
    answers: sealedJson<IntakeAnswers>('answers').notNull(),
    phq9Score: integer('phq9_score'),
    gad7Score: integer('gad7_score'),
    /** PHQ-9 item 9 answered 1–3 (thoughts of self-harm). */
    selfHarmFlag: boolean('self_harm_flag').notNull().default(false),
    createdAt: stampedNow('created_at'),
    updatedAt: stampedNow('updated_at'),
  },
  (table) => [
    check('appointment_intakes_phq9_check', sql`${table.phq9Score} between 0 and 27`),
    check('appointment_intakes_gad7_check', sql`${table.gad7Score} between 0 and 21`),
    // Item 9 counts in the score, so a flag without a positive PHQ-9 score is a bug.
    check(
      'appointment_intakes_flag_check',
      sql`not ${table.selfHarmFlag} or coalesce(${table.phq9Score}, 0) >= 1`,
    ),
  ],
);
