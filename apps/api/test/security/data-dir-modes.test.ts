import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { afterAll, describe, expect, it } from 'vitest';
import { API_ROOT } from '../../src/paths.ts';
import { ensurePrivateDir } from '../../src/lib/private-files.ts';
import { newPerson } from '../../src/modules/auth/testing/accounts.ts';
import { freePort, stopServer, type ServerProcess } from '../hard/server-process-harness.ts';

// The real server on a DATA_DIR it creates, with the umask most hosts have (022): nobody else on
// the machine may read or change the database, the secrets or the outbox (review §8).

const SERVER = path.join(API_ROOT, 'src/server.ts');
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'sukoon-modes-'));
let server: ServerProcess | undefined;
afterAll(async () => {
  if (server) await stopServer(server, 'SIGKILL');
  fs.rmSync(root, { recursive: true, force: true });
});

const modeOf = (file: string) => (fs.statSync(file).mode & 0o777).toString(8);

/** Every directory and file under `dir` that is not private (0700 / 0600), with its mode. */
function notPrivate(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true, recursive: true }).flatMap((entry) => {
    const full = path.join(entry.parentPath, entry.name);
    const want = entry.isDirectory() ? '700' : entry.isFile() ? '600' : undefined;
    const mode = modeOf(full);
    return want && mode !== want ? [`${path.relative(dir, full)} ${mode}`] : [];
  });
}

function spawnWithUmask022(env: Record<string, string>): ServerProcess {
  const child = spawn(
    '/bin/sh',
    ['-c', 'umask 022 && exec "$0" --import tsx "$1"', process.execPath, SERVER],
    {
      cwd: API_ROOT,
      env: { PATH: process.env.PATH ?? '', SEED_DEMO: 'false', HOST: '127.0.0.1', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exit = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  if (child.pid === undefined) throw new Error('the server process did not start');
  return { child, pid: child.pid, url: `http://127.0.0.1:${env.PORT}`, output: () => output, exit };
}

async function until<T>(what: string, read: () => T | undefined, timeoutMs = 90_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = read();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`${what} never happened:\n${server?.output() ?? ''}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('the data directory', () => {
  it('takes an existing folder back to 0700', () => {
    const dir = path.join(root, 'existing');
    fs.mkdirSync(dir, { mode: 0o755 });
    fs.chmodSync(dir, 0o755);
    ensurePrivateDir(dir);
    expect(modeOf(dir)).toBe('700');
  });

  it('is created private: folders 0700, secrets, outbox mails and (at rest) database files 0600', async () => {
    const dataDir = path.join(root, 'fresh', 'data');
    server = spawnWithUmask022({ DATA_DIR: dataDir, PORT: String(await freePort()), LOG_LEVEL: 'info' });
    await until('listening', () => (server?.output().includes('is running at') ? true : undefined));

    const person = newPerson();
    const signUp = await fetch(`${server.url}/api/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(person),
    });
    expect(signUp.status).toBe(200);
    const outbox = path.join(dataDir, 'outbox');
    const [mail] = await until('the sign-up mail', () => {
      const files = fs.existsSync(outbox) ? fs.readdirSync(outbox) : [];
      return files.length > 0 ? files : undefined;
    });

    expect(modeOf(dataDir)).toBe('700');
    expect(modeOf(path.join(dataDir, 'db'))).toBe('700');
    expect(modeOf(outbox)).toBe('700');
    expect(modeOf(path.join(dataDir, 'secrets.json'))).toBe('600');
    expect(modeOf(path.join(dataDir, 'data-encryption.key'))).toBe('600');
    expect(modeOf(path.join(outbox, mail ?? ''))).toBe('600');
    // While running, PGlite may add files 0666; the 0700 folders above them keep everyone out.
    expect(notPrivate(dataDir).filter((entry) => !entry.startsWith(`db${path.sep}`))).toEqual([]);
    expect(
      fs
        .readdirSync(dataDir, { withFileTypes: true, recursive: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => path.join(entry.parentPath, entry.name))
        .filter((dir) => modeOf(dir) !== '700'),
    ).toEqual([]);

    expect(await stopServer(server)).toBe(0);
    expect(notPrivate(dataDir)).toEqual([]);
    // The outbox log line names a digest of the recipient, not the address.
    expect(server.output()).toContain('mail written to the outbox');
    expect(server.output()).not.toContain(person.email);
  }, 120_000);
});
