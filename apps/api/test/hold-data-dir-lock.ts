// Run as a process: takes the DATA_DIR lock of argv[2], says so with its pid, and waits to be killed.
import { acquireDataDirLock } from '../src/db/data-dir-lock.ts';

const dataDir = process.argv[2];
if (!dataDir) throw new Error('usage: hold-data-dir-lock.ts <data dir>');
await acquireDataDirLock(dataDir);
console.log(`locked ${process.pid}`);
setInterval(() => undefined, 60_000);
