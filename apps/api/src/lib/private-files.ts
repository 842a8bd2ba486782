import fs from 'node:fs';
import path from 'node:path';

/**
 * DATA_DIR holds the database, the secrets and the outbox (sign-up codes, invitation links): on a
 * shared host nobody but the server's own account may read or change any of it (decision 020).
 */
export const PRIVATE_DIR_MODE = 0o700;
export const PRIVATE_FILE_MODE = 0o600;

/** Creates `dir` (and missing parents) 0700, and takes an existing one back to 0700. */
export function ensurePrivateDir(dir: string): void {
  fs.mkdirSync(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
  try {
    fs.chmodSync(dir, PRIVATE_DIR_MODE);
  } catch (error) {
    // A folder another account owns (a mounted volume) that this one may still write to: the
    // server runs, and says why the folder is not made private.
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') throw error;
    process.emitWarning(`${dir} belongs to another account, so it cannot be made private (0700).`);
  }
}

/**
 * Every directory under `dir` 0700 and every file 0600. PGlite writes its files 0666 whatever the
 * umask; the 0700 directories already keep others out, and this leaves the files private at rest.
 */
export function makeTreePrivate(dir: string): void {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      fs.chmodSync(full, PRIVATE_DIR_MODE);
      makeTreePrivate(full);
    } else if (entry.isFile()) {
      fs.chmodSync(full, PRIVATE_FILE_MODE);
    }
  }
}
