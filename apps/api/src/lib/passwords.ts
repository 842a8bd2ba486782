import { randomBytes } from 'node:crypto';
import { hash, verify, type Algorithm, type Options } from '@node-rs/argon2';

/**
 * The one place password hashing is tuned. argon2id with OWASP's first recommended setting
 * (19 MiB, 2 passes, 1 lane): about 10 ms per hash on our 2-core server, and at most
 * 4 × 19 MiB of memory while libuv's four threads hash at once.
 */
export const ARGON2_OPTIONS: Options = {
  algorithm: 2 satisfies Algorithm.Argon2id,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
};

export const hashPassword = (password: string): Promise<string> => hash(password, ARGON2_OPTIONS);

// Checked when there is no account (or no password), so an unknown login costs the same time.
let dummyHash: Promise<string> | undefined;
const getDummyHash = () => (dummyHash ??= hashPassword(randomBytes(16).toString('hex')));

/** True when the password matches; with no stored hash it still spends one verification. */
export async function verifyPassword(
  storedHash: string | null | undefined,
  password: string,
): Promise<boolean> {
  if (!storedHash) {
    await verify(await getDummyHash(), password);
    return false;
  }
  try {
    return await verify(storedHash, password);
  } catch {
    return false;
  }
}
