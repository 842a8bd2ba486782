import { and, asc, eq } from 'drizzle-orm';
import type { ConsentDocument } from '@sukoon/contract/consents';
import type { DbOrTx } from '../../db/client.ts';
import { channelConsents, consents, type PhoneChannel } from '../../db/schema/index.ts';

export type ConsentRow = typeof consents.$inferSelect;

/** Records agreements; one already on record for that version is kept as it was. */
export async function insertConsents(
  db: DbOrTx,
  userId: string,
  agreed: readonly { document: ConsentDocument; version: string }[],
  acceptedAt: Date,
): Promise<void> {
  if (agreed.length === 0) return;
  await db
    .insert(consents)
    .values(agreed.map((entry) => ({ userId, ...entry, acceptedAt })))
    .onConflictDoNothing({ target: [consents.userId, consents.document, consents.version] });
}

export function listConsents(db: DbOrTx, userId: string): Promise<ConsentRow[]> {
  return db
    .select()
    .from(consents)
    .where(eq(consents.userId, userId))
    .orderBy(asc(consents.acceptedAt), asc(consents.document));
}

export async function hasConsent(
  db: DbOrTx,
  userId: string,
  document: ConsentDocument,
  version: string,
): Promise<boolean> {
  const rows = await db
    .select({ id: consents.id })
    .from(consents)
    .where(and(eq(consents.userId, userId), eq(consents.document, document), eq(consents.version, version)))
    .limit(1);
  return rows.length > 0;
}

/** Turning SMS or WhatsApp on or off: appended, never changed (the latest row is in force). */
export async function insertChannelConsent(
  db: DbOrTx,
  entry: { userId: string; channel: PhoneChannel; given: boolean; source: 'preferences' | 'stop' | 'number' },
  recordedAt: Date,
): Promise<void> {
  await db.insert(channelConsents).values({ ...entry, recordedAt });
}
