import fs from 'node:fs';
import path from 'node:path';
import { AppError } from '../lib/app-error.ts';

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/**
 * Takes DATA_DIR/server.lock for this process. A lock left by a process that no longer runs
 * (after kill -9) is taken over; a live one, including our own, refuses the start.
 */
export function acquireDataDirLock(dataDir: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true });
  const lockFile = path.join(dataDir, 'server.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(lockFile, String(process.pid), { flag: 'wx' });
      let released = false;
      return () => {
        if (released) return;
        released = true;
        fs.rmSync(lockFile, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number.parseInt(fs.readFileSync(lockFile, 'utf8'), 10);
      if (Number.isInteger(owner) && isAlive(owner)) {
        throw new AppError(
          'DATA_DIR_LOCKED',
          `Another server (pid ${owner}) is already using the data directory ${dataDir}. Stop it, or give this one its own DATA_DIR.`,
        );
      }
      fs.rmSync(lockFile, { force: true });
    }
  }
  throw new AppError('DATA_DIR_LOCKED', `Could not lock the data directory ${dataDir}.`);
}
