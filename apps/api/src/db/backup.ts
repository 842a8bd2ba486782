import fs from 'node:fs';
import path from 'node:path';
import { acquireDataDirLock } from './data-dir-lock.ts';
import { PRIVATE_FILE_MODE } from '../lib/private-files.ts';

// Backups of the embedded database (DATA_DIR/db). Both take the data-directory lock, so they run
// only while the server is stopped: PGlite admits one process, and a copy taken while another
// writes would not be consistent. PostgreSQL has pg_dump and pg_restore for this.

const dbDirOf = (dataDir: string) => path.join(dataDir, 'db');

/** Writes a gzipped tarball of the embedded database to `file` (via a temporary file, then renamed). */
export async function backupDataDir(dataDir: string, file: string): Promise<{ bytes: number }> {
  const releaseLock = await acquireDataDirLock(dataDir);
  try {
    if (!fs.existsSync(path.join(dbDirOf(dataDir), 'PG_VERSION'))) {
      throw new Error(`There is no embedded database in ${dataDir} to back up.`);
    }
    const { PGlite } = await import('@electric-sql/pglite');
    const client = await PGlite.create(dbDirOf(dataDir));
    try {
      const tarball = Buffer.from(await (await client.dumpDataDir('gzip')).arrayBuffer());
      const partial = `${file}.partial`;
      fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
      // The whole database: as private as DATA_DIR itself.
      fs.writeFileSync(partial, tarball, { mode: PRIVATE_FILE_MODE });
      fs.renameSync(partial, file);
      return { bytes: tarball.length };
    } finally {
      await client.close();
    }
  } finally {
    await releaseLock();
  }
}

/**
 * Replaces the embedded database with the one in `file`. The backup is first unpacked and opened
 * beside the current database; only when that works is the current one moved aside (kept as
 * `db.before-restore-<time>`) and the restored one put in its place.
 */
export async function restoreDataDir(
  dataDir: string,
  file: string,
  now = new Date(),
): Promise<{ keptAt?: string }> {
  if (!fs.existsSync(file)) throw new Error(`${file}: no such backup file.`);
  const releaseLock = await acquireDataDirLock(dataDir);
  const unpacked = path.join(dataDir, 'db.restoring');
  try {
    fs.rmSync(unpacked, { recursive: true, force: true });
    const { PGlite } = await import('@electric-sql/pglite');
    const client = await PGlite.create(unpacked, { loadDataDir: new Blob([fs.readFileSync(file)]) });
    try {
      await client.query('select 1');
    } finally {
      await client.close();
    }
    const current = dbDirOf(dataDir);
    let keptAt: string | undefined;
    if (fs.existsSync(current)) {
      keptAt = `${current}.before-restore-${now.toISOString().replace(/[:.]/g, '-')}`;
      fs.renameSync(current, keptAt);
    }
    fs.renameSync(unpacked, current);
    return { keptAt };
  } catch (error) {
    fs.rmSync(unpacked, { recursive: true, force: true });
    throw error;
  } finally {
    await releaseLock();
  }
}
