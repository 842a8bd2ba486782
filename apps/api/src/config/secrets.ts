import { createECDH, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { ensurePrivateDir } from '../lib/private-files.ts';

export interface GeneratedSecrets {
  jwtSecret: string;
  simulatedKeyId: string;
  simulatedKeySecret: string;
  simulatedWebhookSecret: string;
}

const random = (bytes: number) => randomBytes(bytes).toString('base64url');

/**
 * Secrets nobody configured are generated once and kept in DATA_DIR, so tokens survive a restart
 * without a secret ever being a hard-coded fallback.
 */
export function loadOrCreateSecrets(dataDir: string): GeneratedSecrets {
  const file = path.join(dataDir, 'secrets.json');
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as GeneratedSecrets;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const secrets: GeneratedSecrets = {
    jwtSecret: random(48),
    simulatedKeyId: `rzp_test_sim${random(8)}`,
    simulatedKeySecret: random(24),
    simulatedWebhookSecret: random(24),
  };
  ensurePrivateDir(dataDir);
  try {
    // 'wx' fails if another process wrote it first; then we read theirs.
    fs.writeFileSync(file, JSON.stringify(secrets, null, 2), { mode: 0o600, flag: 'wx' });
    return secrets;
  } catch {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as GeneratedSecrets;
  }
}

/**
 * The key that seals sensitive text at rest (lib/sealed-text.ts) when DATA_ENCRYPTION_KEY is unset:
 * 32 random bytes made once, in a file of its own so that a DATA_DIR from before it existed gets
 * one without rewriting secrets.json. Losing this file loses what it sealed.
 */
export function loadOrCreateDataKey(dataDir: string): Buffer {
  const file = path.join(dataDir, 'data-encryption.key');
  try {
    return Buffer.from(fs.readFileSync(file, 'utf8').trim(), 'base64url');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  ensurePrivateDir(dataDir);
  try {
    fs.writeFileSync(file, `${random(32)}\n`, { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  return Buffer.from(fs.readFileSync(file, 'utf8').trim(), 'base64url');
}

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

/**
 * The VAPID key pair web push is signed with when VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are unset:
 * made once and kept in DATA_DIR (0600), since every browser subscription is bound to the public
 * key and a new pair would silently end them all.
 */
export function loadOrCreateVapidKeys(dataDir: string): VapidKeys {
  const file = path.join(dataDir, 'vapid-keys.json');
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as VapidKeys;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const curve = createECDH('prime256v1');
  curve.generateKeys();
  const privateKey = curve.getPrivateKey();
  const keys: VapidKeys = {
    publicKey: curve.getPublicKey('base64url'),
    // A key with leading zero bytes comes back shorter; VAPID wants all 32.
    privateKey: Buffer.concat([Buffer.alloc(32 - privateKey.length), privateKey]).toString('base64url'),
  };
  ensurePrivateDir(dataDir);
  try {
    fs.writeFileSync(file, JSON.stringify(keys, null, 2), { mode: 0o600, flag: 'wx' });
    return keys;
  } catch {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as VapidKeys;
  }
}
