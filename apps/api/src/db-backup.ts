import path from 'node:path';
import { ConfigError, loadConfig } from './config/env.ts';
import { AppError } from './lib/app-error.ts';
import { backupDataDir, restoreDataDir } from './db/backup.ts';

const USAGE = 'Usage: npm run backup [-- FILE]   |   npm run restore FILE';

/** `backup [FILE]` or `restore FILE`. Exit codes: 0 done, 1 could not do it, 2 wrong arguments. */
async function main([command, file]: string[]): Promise<number> {
  if ((command !== 'backup' && command !== 'restore') || (command === 'restore' && !file)) {
    console.error(USAGE);
    return 2;
  }
  const config = loadConfig();
  if (config.databaseUrl) {
    console.error(
      'DATABASE_URL is set: back PostgreSQL up with pg_dump and restore it with pg_restore (see docs/deploy.md).',
    );
    return 2;
  }
  if (command === 'backup') {
    const stamp = new Date().toISOString().replace(/[:.]/g, '-');
    const target = file ?? path.join(config.dataDir, 'backups', `sukoon-${stamp}.tar.gz`);
    const { bytes } = await backupDataDir(config.dataDir, target);
    console.log(`Backed up the database in ${config.dataDir} to ${target} (${bytes} bytes).`);
    return 0;
  }
  const { keptAt } = await restoreDataDir(config.dataDir, file as string);
  console.log(`Restored ${file} into ${config.dataDir}.`);
  if (keptAt) console.log(`The database it replaced is kept in ${keptAt}; delete it when you are sure.`);
  return 0;
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    if (error instanceof ConfigError) console.error(error.problems.join('\n'));
    else if (error instanceof AppError) console.error(error.message);
    else console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  },
);
