import { createCipheriv, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  dataKeyId,
  installDataKey,
  isSealed,
  openSealedText,
  SealedTextError,
  sealText,
} from './sealed-text.ts';

const NOTE = { table: 'session_notes', column: 'body', rowKey: 'a1:c1' };
const REASON = { table: 'appointments', column: 'reason', rowKey: 'a1' };

/** A value as the first format (no place) wrote it, with the tag cut to `tagBytes`. */
function sealV1(key: Buffer, plain: string, tagBytes = 16): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  const tag = cipher.getAuthTag().subarray(0, tagBytes);
  return `sealed:v1:${dataKeyId(key)}:${Buffer.concat([iv, body, tag]).toString('base64url')}`;
}

describe('sealed text', () => {
  it('seals with a fresh IV each time and opens to the same text in the same place', () => {
    const keyId = installDataKey(randomBytes(32));
    const first = sealText('I cannot sleep — नींद नहीं आती', REASON);
    const second = sealText('I cannot sleep — नींद नहीं आती', REASON);
    expect(first).toMatch(new RegExp(`^sealed:v2:${keyId}:[A-Za-z0-9_-]+$`));
    expect(first).not.toBe(second);
    expect(openSealedText(first, REASON)).toBe('I cannot sleep — नींद नहीं आती');
    expect(openSealedText(second, REASON)).toBe('I cannot sleep — नींद नहीं आती');
  });

  it('refuses a value copied into another table, column or row', () => {
    installDataKey(randomBytes(32));
    const note = sealText('private note', NOTE);
    expect(() => openSealedText(note, REASON)).toThrow(SealedTextError);
    expect(() => openSealedText(note, { ...NOTE, rowKey: 'a1:c2' })).toThrow(SealedTextError);
    expect(() => openSealedText(note, { ...NOTE, column: 'other' })).toThrow(/copied from another row/);
  });

  it('still opens values sealed with an earlier key after a new one is installed', () => {
    installDataKey(randomBytes(32));
    const old = sealText('written under the old key', REASON);
    installDataKey(randomBytes(32));
    expect(openSealedText(old, REASON)).toBe('written under the old key');
  });

  it('refuses a changed value and one sealed with a key it does not know', () => {
    installDataKey(randomBytes(32));
    const sealed = sealText('private', REASON);
    const tampered = sealed.slice(0, -2) + (sealed.endsWith('A') ? 'BB' : 'AA');
    expect(() => openSealedText(tampered, REASON)).toThrow(SealedTextError);
    expect(() => openSealedText('sealed:v2:unknown0:AAAA', REASON)).toThrow(SealedTextError);
  });

  it('opens a first-format value without a place, for the start-up sweep to re-seal', () => {
    const key = randomBytes(32);
    installDataKey(key);
    expect(openSealedText(sealV1(key, 'from before places'), REASON)).toBe('from before places');
  });

  it('refuses a value whose tag was cut short, though its bytes are a correct shorter tag', () => {
    const key = randomBytes(32);
    installDataKey(key);
    // Eight bytes of tag: Node would check only those 64 bits without authTagLength.
    expect(() => openSealedText(sealV1(key, 'a longer private text', 8), REASON)).toThrow(SealedTextError);
    // Four bytes of tag and no text: shorter than an IV and a whole tag.
    expect(() => openSealedText(sealV1(key, '', 4), REASON)).toThrow(SealedTextError);
  });

  it('returns text stored before encryption as it is', () => {
    expect(isSealed('plain words')).toBe(false);
    expect(openSealedText('plain words', REASON)).toBe('plain words');
  });
});
