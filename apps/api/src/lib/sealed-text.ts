import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/**
 * Sensitive text at rest (appointment reasons, session notes, intake answers): AES-256-GCM with the
 * data key, stored as `sealed:v1:<key id>:<base64url(iv | ciphertext | tag)>`. The version and the
 * key id let a later key rotation read old values while writing new ones (decision 015).
 *
 * The keys are process-wide because the columns seal and open values inside Drizzle's column
 * codec (`sealedText` in db/schema/sealed-columns.ts), which has no per-app context: every key
 * installed stays known for reading, and the last one installed seals.
 */

const PREFIX = 'sealed:v1:';
const IV_BYTES = 12;
const TAG_BYTES = 16;

const keysById = new Map<string, Buffer>();
let sealingKeyId: string | undefined;

/** Eight characters naming a key without revealing it. */
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

export const isSealed = (stored: string): boolean => stored.startsWith(PREFIX);

export function sealText(plain: string): string {
  const key = sealingKeyId === undefined ? undefined : keysById.get(sealingKeyId);
  if (!key || sealingKeyId === undefined) throw new Error('no data encryption key is installed');
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  const sealed = Buffer.concat([iv, body, cipher.getAuthTag()]).toString('base64url');
  return `${PREFIX}${sealingKeyId}:${sealed}`;
}

/** Thrown when a sealed value cannot be opened: an unknown key, or a changed value. */
export class SealedTextError extends Error {
  constructor(readonly keyId: string) {
    super(`a sealed value (key ${keyId}) cannot be opened with the configured data encryption key`);
    this.name = 'SealedTextError';
  }
}

/**
 * The plain text of a stored value. A value without the prefix was written before encryption
 * (or by an older instance during a rolling upgrade) and is returned as it is; the start-up sweep
 * seals it (sealed-text-sweep.ts).
 */
export function openSealedText(stored: string): string {
  if (!isSealed(stored)) return stored;
  const rest = stored.slice(PREFIX.length);
  const separator = rest.indexOf(':');
  const keyId = rest.slice(0, separator);
  const key = keysById.get(keyId);
  if (separator < 0 || !key) throw new SealedTextError(keyId);
  const raw = Buffer.from(rest.slice(separator + 1), 'base64url');
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, IV_BYTES));
    decipher.setAuthTag(raw.subarray(raw.length - TAG_BYTES));
    return Buffer.concat([
      decipher.update(raw.subarray(IV_BYTES, raw.length - TAG_BYTES)),
      decipher.final(),
    ]).toString('utf8');
  } catch {
    throw new SealedTextError(keyId);
  }
}
