// Child processes of the bench: pinned with taskset, waited for, stopped, measured.
import { spawn } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { createInterface } from 'node:readline';

export const SERVER_CPU = '1';
export const LOAD_CPU = '0';

/** The product's environment on a bench database: quiet logs, no demo content. */
export function benchEnv(dataDir, databaseUrl) {
  const env = { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'warn', SEED_DEMO: 'false' };
  delete env.DATABASE_URL;
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  return env;
}

/** Starts `node ...args` pinned to `cpu`; the child's pid is node's (taskset execs it). */
export function spawnPinned(cpu, args, options = {}) {
  return spawn('taskset', ['-c', cpu, process.execPath, ...args], { stdio: 'pipe', ...options });
}

/** Resolves with the first stdout line, or rejects if the process ends first. */
export function firstLine(child) {
  const lines = createInterface({ input: child.stdout });
  return new Promise((resolve, reject) => {
    lines.once('line', resolve);
    child.once('exit', (code) => reject(new Error(`process exited (${code}) before answering`)));
  });
}

/** A process that answers one JSON line per JSON line it is sent. */
export function lineChannel(child) {
  const lines = createInterface({ input: child.stdout });
  const waiting = [];
  lines.on('line', (line) => waiting.shift()?.(JSON.parse(line)));
  const nextLine = () => new Promise((resolve) => waiting.push(resolve));
  return {
    ready: nextLine(),
    ask(command) {
      const answer = nextLine();
      child.stdin.write(`${JSON.stringify(command)}\n`);
      return answer;
    },
  };
}

export async function waitForHttp(url, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

export function stopProcess(child, signal = 'SIGTERM') {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', resolve);
    child.kill(signal);
  });
}

/** Resident memory in MiB, from /proc/<pid>/status. */
export function residentMiB(pid) {
  const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return match ? Number(match[1]) / 1024 : NaN;
}

/** One autocannon run pinned to the load CPU; resolves with load.mjs's figures. */
export async function runLoad(spec) {
  const child = spawnPinned(LOAD_CPU, ['bench/load.mjs', JSON.stringify(spec)], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const line = await firstLine(child);
  await stopProcess(child);
  return JSON.parse(line);
}

/**
 * Runs a bench's `main`, then stops its children and removes its scratch data and PostgreSQL
 * databases, whether it ends, throws, or is stopped from outside (Ctrl-C, a time limit).
 * `scratch()` answers what exists by then: `{ children, workDir, postgres? }`.
 */
export async function runWithCleanup(main, scratch) {
  const cleanUp = async () => {
    const { children, workDir, postgres } = scratch();
    await Promise.all(children.map((child) => stopProcess(child, 'SIGKILL')));
    if (postgres) await postgres.drop().catch(() => undefined);
    rmSync(workDir, { recursive: true, force: true });
  };
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.once(signal, () => cleanUp().finally(() => process.exit(130)));
  }
  try {
    await main();
  } catch (error) {
    console.error(error);
    process.exitCode = 1;
  } finally {
    await cleanUp();
  }
}
