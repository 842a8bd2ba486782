import { ConfigError } from '../config/env.ts';
import type { Db } from './client.ts';
import { dataKeyFingerprint } from './schema/index.ts';

/** The start-up refusal when this instance's key is not the database's: one line, both fingerprints. */
export const keyMismatchProblem = (recorded: string, own: string): string =>
  `DATA_ENCRYPTION_KEY: this database's data key has fingerprint ${recorded}, but this instance's has ${own}; ` +
  `give every instance the key the database was first started with (decision 021)`;

/** The recorded fingerprint, if any. */
async function recordedFingerprint(db: Db): Promise<string | undefined> {
  const [row] = await db.select({ fingerprint: dataKeyFingerprint.fingerprint }).from(dataKeyFingerprint);
  return row?.fingerprint;
}

/**
 * Refuses to start when the database was first started with another data key: two instances on one
 * PostgreSQL database, each with a key it generated, would otherwise each seal what the other
 * cannot open. Run before anything is sealed.
 */
export async function refuseForeignDataKey(db: Db, own: string): Promise<void> {
  const recorded = await recordedFingerprint(db);
  if (recorded !== undefined && recorded !== own) throw new ConfigError([keyMismatchProblem(recorded, own)]);
}

/**
 * Records this key as the database's at its first start (or its first start since fingerprints
 * were kept, once the sealed values were found to open with it). Of two instances starting at
 * once, the first to write wins and the other refuses.
 */
export async function recordDataKey(db: Db, own: string): Promise<void> {
  await db.insert(dataKeyFingerprint).values({ fingerprint: own }).onConflictDoNothing();
  await refuseForeignDataKey(db, own);
}
