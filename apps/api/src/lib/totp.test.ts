import { describe, expect, it } from 'vitest';
import { base32Decode, base32Encode, matchTotpStep, otpauthUrl, totpCode, totpStep } from './totp.ts';

// RFC 6238 appendix B: the SHA-1 secret is the ASCII "12345678901234567890"; 8-digit codes there,
// whose last 6 digits are the 6-digit codes.
const RFC_SECRET = base32Encode(Buffer.from('12345678901234567890'));

describe('TOTP (RFC 6238)', () => {
  it.each([
    [59, '287082'],
    [1111111109, '081804'],
    [1111111111, '050471'],
    [1234567890, '005924'],
    [2000000000, '279037'],
  ])('at %i s the code is %s', (seconds, code) => {
    expect(totpCode(RFC_SECRET, totpStep(new Date(seconds * 1000)))).toBe(code);
  });

  it('round-trips base32', () => {
    expect(base32Decode(RFC_SECRET).toString()).toBe('12345678901234567890');
    expect(RFC_SECRET).toBe('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ');
  });

  it('accepts one step either side, and never a step at or before the last one used', () => {
    const at = new Date(1_700_000_000_000);
    const now = totpStep(at);
    expect(matchTotpStep(RFC_SECRET, totpCode(RFC_SECRET, now - 1), at, null)).toBe(now - 1);
    expect(matchTotpStep(RFC_SECRET, totpCode(RFC_SECRET, now + 1), at, null)).toBe(now + 1);
    expect(matchTotpStep(RFC_SECRET, totpCode(RFC_SECRET, now - 2), at, null)).toBeNull();
    expect(matchTotpStep(RFC_SECRET, totpCode(RFC_SECRET, now), at, now)).toBeNull();
    expect(matchTotpStep(RFC_SECRET, '12345', at, null)).toBeNull();
  });

  it('writes the otpauth link apps read', () => {
    expect(otpauthUrl('Sukoon', 'asha@example.org', 'ABC')).toBe(
      'otpauth://totp/Sukoon:asha%40example.org?secret=ABC&issuer=Sukoon&algorithm=SHA1&digits=6&period=30',
    );
  });
});
