import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { installDataKey, isSealed, openSealedText, SealedTextError, sealText } from './sealed-text.ts';

describe('sealed text', () => {
  it('seals with a fresh IV each time and opens to the same text', () => {
    const keyId = installDataKey(randomBytes(32));
    const first = sealText('I cannot sleep — नींद नहीं आती');
    const second = sealText('I cannot sleep — नींद नहीं आती');
    expect(first).toMatch(new RegExp(`^sealed:v1:${keyId}:[A-Za-z0-9_-]+$`));
    expect(first).not.toBe(second);
    expect(openSealedText(first)).toBe('I cannot sleep — नींद नहीं आती');
    expect(openSealedText(second)).toBe('I cannot sleep — नींद नहीं आती');
  });

  it('still opens values sealed with an earlier key after a new one is installed', () => {
    installDataKey(randomBytes(32));
    const old = sealText('written under the old key');
    installDataKey(randomBytes(32));
    expect(openSealedText(old)).toBe('written under the old key');
  });

  it('refuses a changed value and one sealed with a key it does not know', () => {
    installDataKey(randomBytes(32));
    const sealed = sealText('private');
    const tampered = sealed.slice(0, -2) + (sealed.endsWith('A') ? 'BB' : 'AA');
    expect(() => openSealedText(tampered)).toThrow(SealedTextError);
    expect(() => openSealedText('sealed:v1:unknown0:AAAA')).toThrow(SealedTextError);
  });

  it('returns text stored before encryption as it is', () => {
    expect(isSealed('plain words')).toBe(false);
    expect(openSealedText('plain words')).toBe('plain words');
  });
});
