import path from 'node:path';
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { API_ROOT } from '../../src/paths.ts';

// The real server process, started from source the way `npm run dev` does, for tests that crash
// it, stop it or read its logs.

const SERVER = path.join(API_ROOT, 'src/server.ts');

export interface ServerProcess {
  child: ChildProcess;
  pid: number;
  url: string;
  /** Everything printed so far, stdout and stderr interleaved. */
  output(): string;
  /** The exit code, or null when a signal ended it. */
  exit: Promise<number | null>;
}

/** A port nothing listens on right now. */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (typeof address !== 'object' || !address) throw new Error('no free port');
  return address.port;
}

/** Spawns the server with only the given variables (and PATH), without waiting for it. */
export function spawnServer(env: Record<string, string>): ServerProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', SERVER], {
    cwd: API_ROOT,
    env: { PATH: process.env.PATH ?? '', SEED_DEMO: 'false', LOG_LEVEL: 'warn', HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exit = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  if (child.pid === undefined) throw new Error('the server process did not start');
  return { child, pid: child.pid, url: `http://127.0.0.1:${env.PORT ?? '3000'}`, output: () => output, exit };
}

/** Spawns the server and waits until it listens; fails with its output if it exits or hangs. */
export async function startServer(env: Record<string, string>, timeoutMs = 60_000): Promise<ServerProcess> {
  const server = spawnServer(env);
  const deadline = Date.now() + timeoutMs;
  let exited = false;
  void server.exit.then(() => (exited = true));
  while (!server.output().includes('is running at')) {
    if (exited) throw new Error(`the server exited before listening:\n${server.output()}`);
    if (Date.now() > deadline) {
      server.child.kill('SIGKILL');
      throw new Error(`the server did not listen within ${timeoutMs} ms:\n${server.output()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return server;
}

/** Sends a signal and waits for the exit code (null when the signal itself ended the process). */
export async function stopServer(server: ServerProcess, signal: NodeJS.Signals = 'SIGTERM') {
  if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill(signal);
  return server.exit;
}
