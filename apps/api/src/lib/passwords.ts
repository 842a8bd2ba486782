import { randomBytes } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { hash, verify, type Algorithm, type Options } from '@node-rs/argon2';
import { createConcurrencyLimit } from './concurrency-limit.ts';

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

/**
 * Hashing at most one per CPU but one keeps a CPU for the event loop: with every CPU hashing, a
 * login flood made a health check wait 10–24 times longer. A hash is CPU-bound, so queueing the
 * rest costs no throughput; on one CPU (a pinned server) it is one at a time.
 */
const hashingSlots = createConcurrencyLimit(Math.max(1, availableParallelism() - 1));

export const hashPassword = (password: string): Promise<string> =>
  hashingSlots(() => hash(password, ARGON2_OPTIONS));

const verifyHash = (storedHash: string, password: string): Promise<boolean> =>
  hashingSlots(() => verify(storedHash, password));

// Checked when there is no account (or no password), so an unknown login costs the same time.
let dummyHash: Promise<string> | undefined;
const getDummyHash = () => (dummyHash ??= hashPassword(randomBytes(16).toString('hex')));

/** True when the password matches; with no stored hash it still spends one verification. */
export async function verifyPassword(
  storedHash: string | null | undefined,
  password: string,
): Promise<boolean> {
  if (!storedHash) {
    await verifyHash(await getDummyHash(), password);
    return false;
  }
  try {
    return await verifyHash(storedHash, password);
  } catch {
    return false;
  }
}
