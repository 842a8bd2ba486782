// What the figures were measured on.
import os from 'node:os';
import { execFileSync } from 'node:child_process';

const loadAverage = () => os.loadavg()[0].toFixed(1);

export async function describeMachine(postgresVersion) {
  const cpus = os.cpus();
  const nproc = execFileSync('nproc', { encoding: 'utf8' }).trim();
  return {
    nproc,
    cpu: cpus[0]?.model ?? 'unknown',
    ramGiB: (os.totalmem() / 1024 ** 3).toFixed(1),
    node: process.version,
    autocannon: (await import('autocannon/package.json', { with: { type: 'json' } })).default.version,
    postgres: postgresVersion ?? 'not used (embedded PGlite)',
    /** Other work on a shared machine skews the figures; the report says how busy it was. */
    loadBefore: loadAverage(),
    loadAfter: loadAverage,
  };
}
