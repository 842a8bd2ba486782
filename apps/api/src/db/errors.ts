/** PostgreSQL error codes the API answers differently (pg and PGlite both carry them). */
const UNIQUE_VIOLATION = '23505';
const SERIALIZATION_FAILURE = '40001';

/** Whether the error, or one of the causes drizzle wraps it in, carries one of these codes. */
function hasPostgresCode(error: unknown, codes: readonly string[]): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && typeof current === 'object' && current !== null; depth++) {
    const { code } = current as { code?: unknown };
    if (typeof code === 'string' && codes.includes(code)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/** A unique index refused the write: the row (an e-mail, a slug, a slot) is already taken. */
export const isUniqueViolation = (error: unknown): boolean => hasPostgresCode(error, [UNIQUE_VIOLATION]);

/** Another transaction won a race: a unique index, or a serializable read that no longer holds. */
export const isLostRace = (error: unknown): boolean =>
  hasPostgresCode(error, [UNIQUE_VIOLATION, SERIALIZATION_FAILURE]);
