import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/**
 * Sensitive text at rest (appointment reasons, session notes, intake answers): AES-256-GCM with the
 * data key, stored as `sealed:v2:<key id>:<base64url(iv | ciphertext | tag)>`. The version and the
 * key id let a later key rotation read old values while writing new ones (decision 015).
 *
 * A v2 value is bound to its place: the table, column and row key are the cipher's associated data,
 * so a value copied into another row or column does not open there (decision 021). v1 values (no
 * associated data) are still opened, for the start-up sweep that re-seals them as v2.
 *
 * The keys are process-wide because every instance of the app in a process shares them: every key
 * installed stays known for reading, and the last one installed seals.
 */

const V1 = 'sealed:v1:';
const V2 = 'sealed:v2:';
const IV_BYTES = 12;
const TAG_BYTES = 16;

const keysById = new Map<string, Buffer>();
let sealingKeyId: string | undefined;

/** Where a sealed value lives; all three are the associated data it is sealed with. */
export interface SealedPlace {
  table: string;
  column: string;
  /** The row's key as text; a compound key joined with ':'. */
  rowKey: string;
}

const associatedData = (place: SealedPlace): Buffer =>
  Buffer.from(`${place.table}|${place.column}|${place.rowKey}`, 'utf8');

/** Eight characters naming a key without revealing it: its fingerprint. */
export const dataKeyId = (key: Buffer): string =>
  createHash('sha256').update('sukoon-data-key:').update(key).digest('base64url').slice(0, 8);

/** Makes `key` (32 bytes) the one new values are sealed with; keys installed before stay readable. */
export function installDataKey(key: Buffer): string {
  if (key.length !== 32) throw new Error('the data encryption key must be 32 bytes');
  const id = dataKeyId(key);
  keysById.set(id, key);
  sealingKeyId = id;
  return id;
}

/** Whether values sealed with the key of this id can be opened here. */
export const canOpenKey = (keyId: string): boolean => keysById.has(keyId);

export const isSealed = (stored: string): boolean => stored.startsWith(V1) || stored.startsWith(V2);

/** Whether the value is sealed without a place (v1), so the start-up sweep re-seals it. */
export const isSealedWithoutPlace = (stored: string): boolean => stored.startsWith(V1);

export function sealText(plain: string, place: SealedPlace): string {
  const key = sealingKeyId === undefined ? undefined : keysById.get(sealingKeyId);
  if (!key || sealingKeyId === undefined) throw new Error('no data encryption key is installed');
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv, { authTagLength: TAG_BYTES });
  cipher.setAAD(associatedData(place));
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  const sealed = Buffer.concat([iv, body, cipher.getAuthTag()]).toString('base64url');
  return `${V2}${sealingKeyId}:${sealed}`;
}

/** Thrown when a sealed value cannot be opened: an unknown key, a changed value, or another place's value. */
export class SealedTextError extends Error {
  constructor(
    readonly keyId: string,
    place: SealedPlace,
  ) {
    super(
      `a sealed value in ${place.table}.${place.column} (row ${place.rowKey}, key ${keyId}) cannot be opened: ` +
        'it was sealed with another data encryption key, changed, or copied from another row or column',
    );
    this.name = 'SealedTextError';
  }
}

/**
 * The plain text of a value stored at `place`. A value without the prefix was written before
 * encryption (or by an older instance during a rolling upgrade) and is returned as it is; the
 * start-up sweep seals it (sealed-text-sweep.ts).
 */
export function openSealedText(stored: string, place: SealedPlace): string {
  const version = stored.startsWith(V2) ? V2 : stored.startsWith(V1) ? V1 : undefined;
  if (version === undefined) return stored;
  const rest = stored.slice(version.length);
  const separator = rest.indexOf(':');
  const keyId = separator < 0 ? rest : rest.slice(0, separator);
  const key = keysById.get(keyId);
  if (separator < 0 || !key) throw new SealedTextError(keyId, place);
  const raw = Buffer.from(rest.slice(separator + 1), 'base64url');
  // Shorter than an IV and a whole tag: a truncated tag would be checked on fewer bits.
  if (raw.length < IV_BYTES + TAG_BYTES) throw new SealedTextError(keyId, place);
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, IV_BYTES), {
      authTagLength: TAG_BYTES,
    });
    if (version === V2) decipher.setAAD(associatedData(place));
    decipher.setAuthTag(raw.subarray(raw.length - TAG_BYTES));
    return Buffer.concat([
      decipher.update(raw.subarray(IV_BYTES, raw.length - TAG_BYTES)),
      decipher.final(),
    ]).toString('utf8');
  } catch {
    throw new SealedTextError(keyId, place);
  }
}
