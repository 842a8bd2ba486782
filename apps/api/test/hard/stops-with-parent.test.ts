import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { afterAll, describe, expect, it } from 'vitest';
import { API_ROOT } from '../../src/paths.ts';
import { freePort } from './server-process-harness.ts';

// `npm start` runs the server as `sh -c "node …"` under npm: a SIGTERM to npm ends npm and the
// shell, never the server. Started the same way (a shell that stays as its parent), the server
// must stop by itself once the shell is gone: port closed, DATA_DIR free for the next start.

const SERVER = path.join(API_ROOT, 'src/server.ts');

function childrenOf(pid: number): number[] {
  const text = fs.readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim();
  return text ? text.split(/\s+/).map(Number) : [];
}

/** Running, not gone or a zombie waiting for init to reap it. */
const isAlive = (pid: number) => {
  try {
    return !/^State:\s+Z/m.test(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
  } catch {
    return false;
  }
};

describe('the server started through a shell, as npm start does', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sukoon-parent-'));
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('stops by itself when the shell that started it is killed', async () => {
    const port = await freePort();
    // `; true` keeps the shell as the server's parent instead of letting it exec, as npm's does.
    const shell = spawn('sh', ['-c', `"${process.execPath}" --import tsx "${SERVER}"; true`], {
      cwd: API_ROOT,
      env: {
        PATH: process.env.PATH ?? '',
        SEED_DEMO: 'false',
        LOG_LEVEL: 'info',
        HOST: '127.0.0.1',
        PORT: String(port),
        DATA_DIR: dataDir,
        ...(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {}),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    shell.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    shell.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const deadline = Date.now() + 120_000;
    while (!output.includes('is running at') && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(output, 'the server listens').toContain('is running at');
    const [server] = childrenOf(shell.pid ?? 0);
    expect(server, 'the server is the shell’s child').toBeDefined();
    expect((await fetch(`http://127.0.0.1:${port}/api/health`)).status).toBe(200);

    shell.kill('SIGKILL');
    const stopped = Date.now() + 20_000;
    while (isAlive(server ?? 0) && Date.now() < stopped) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(isAlive(server ?? 0), 'the server process is gone').toBe(false);
    expect(output).toContain('parent exited');
    await expect(fetch(`http://127.0.0.1:${port}/api/health`)).rejects.toThrow();
  });
});
