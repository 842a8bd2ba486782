import { randomBytes } from 'node:crypto';

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
const CODE_LENGTH = 26;

/** 26 random base32 characters, 130 bits: nobody can guess another learner's certificate. */
export function newCertificateCode(): string {
  // 256 is a multiple of 32, so each byte modulo 32 is an unbiased character.
  return Array.from(randomBytes(CODE_LENGTH), (byte) => BASE32[byte % 32]).join('');
}

/** Codes are shown in capitals; a reader may type them in lower case. */
export const normaliseCertificateCode = (code: string) => code.trim().toUpperCase();
