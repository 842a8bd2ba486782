import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import net from 'node:net';
import { createHash } from 'node:crypto';
import { AppError } from '../lib/app-error.ts';
import { ensurePrivateDir } from '../lib/private-files.ts';

/**
 * Where the lock listens. On Linux an abstract socket: it has no file, and the kernel frees it
 * the moment its process dies (a zombie has already closed its sockets), so a lock can never be
 * stale and a recycled PID means nothing. Elsewhere a named pipe (Windows) or a socket file.
 * See docs/decisions/009-data-dir-lock.md.
 */
function lockAddress(dataDir: string): string {
  const name = `sukoon-${createHash('sha256').update(fs.realpathSync(dataDir)).digest('hex').slice(0, 32)}`;
  if (process.platform === 'linux') return `\0${name}`;
  if (process.platform === 'win32') return `\\\\?\\pipe\\${name}`;
  return path.join(os.tmpdir(), `${name}.sock`);
}

const isSocketFile = (address: string) => path.isAbsolute(address) && !address.startsWith('\\\\');

const listen = (server: net.Server, address: string) =>
  new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(address, () => {
      server.off('error', reject);
      resolve();
    });
  });

const ANSWER_TIMEOUT_MS = 2_000;
/** A dying process's last threads may hold its sockets a few milliseconds after it is a zombie. */
const DYING_HOLDER_RETRIES = 50;
const DYING_HOLDER_PAUSE_MS = 50;

/**
 * The holder's pid ('unknown' if a live holder is too busy to say), or undefined when nobody
 * accepts the connection.
 */
const askHolder = (address: string) =>
  new Promise<string | undefined>((resolve) => {
    let answer = '';
    const socket = net.connect(address);
    socket.on('connect', () => {
      socket.setTimeout(ANSWER_TIMEOUT_MS, () => socket.destroy());
      socket.on('close', () => resolve(answer.trim() || 'unknown'));
    });
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString()));
    socket.on('error', () => resolve(undefined));
  });

const lockedBy = (pid: string, dataDir: string) =>
  new AppError('DATA_DIR_LOCKED', 'errors_data_dir_locked', { pid, dataDir });

/**
 * Locks DATA_DIR for this process by listening on an address derived from it; a second live
 * server (or a second lock in this process) is refused with the holder's pid. The lock dies with
 * the process, so a restart after kill -9 always gets it. Returns the release function.
 */
export async function acquireDataDirLock(dataDir: string): Promise<() => Promise<void>> {
  ensurePrivateDir(dataDir);
  const address = lockAddress(dataDir);
  const server = net.createServer((socket) => {
    // A caller that hangs up early must not crash the server.
    socket.on('error', () => undefined);
    socket.end(String(process.pid));
  });
  for (let attempt = 1; ; attempt++) {
    try {
      await listen(server, address);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw error;
    }
    const holder = await askHolder(address);
    if (holder !== undefined) throw lockedBy(holder, dataDir);
    // Nobody answers: a socket file a dead server left behind, or a server still dying.
    if (attempt === DYING_HOLDER_RETRIES) throw lockedBy('unknown', dataDir);
    if (isSocketFile(address)) fs.rmSync(address, { force: true });
    else await new Promise((resolve) => setTimeout(resolve, DYING_HOLDER_PAUSE_MS));
  }
  // The lock must not keep a finished process alive.
  server.unref();
  let released: Promise<void> | undefined;
  return () => {
    released ??= new Promise<void>((resolve) => server.close(() => resolve()));
    return released;
  };
}
