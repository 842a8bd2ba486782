import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { API_ROOT } from '../src/paths.ts';

// The real server process, started from source the way `npm run dev` does.
const SERVER = path.join(API_ROOT, 'src/server.ts');
const dirs: string[] = [];
const children: ChildProcess[] = [];
afterAll(() => {
  // A failed assertion must not leave a server running on after the suite.
  for (const child of children) {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  }
  dirs.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true }));
});

const newDataDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sukoon-proc-'));
  dirs.push(dir);
  return dir;
};

interface Started {
  child: ChildProcess;
  output: () => string;
  exit: Promise<number | null>;
}

function startServer(env: Record<string, string>): Started {
  const child = spawn(process.execPath, ['--import', 'tsx', SERVER], {
    cwd: API_ROOT,
    env: { PATH: process.env.PATH ?? '', SEED_DEMO: 'false', LOG_LEVEL: 'warn', HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exit = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, output: () => output, exit };
}

// Each start compiles the server from source (tsx): seconds alone, and more than 30 s when the
// suite's other files share the two CPUs, so the waits are generous.
async function waitForOutput(started: Started, text: string, timeoutMs = 90_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!started.output().includes(text)) {
    if (Date.now() > deadline) throw new Error(`never printed "${text}":\n${started.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('the server process', () => {
  it('refuses a bad configuration with one line per variable and exit code 1, no stack trace', async () => {
    const started = startServer({ DATA_DIR: newDataDir(), PORT: 'abc', SEED_DEMO: 'perhaps' });
    expect(await started.exit).toBe(1);
    const lines = started.output().trim().split('\n');
    expect(lines[0]).toBe('The server cannot start because of its configuration:');
    expect(
      lines
        .slice(1)
        .map((line) => line.trim().split(':')[0])
        .sort(),
    ).toEqual(['PORT', 'SEED_DEMO']);
    expect(started.output()).not.toMatch(/\n\s+at /);
  });

  it('refuses a production start that would sell for free, one line per problem and exit code 1', async () => {
    const started = startServer({
      DATA_DIR: newDataDir(),
      APP_URL: 'https://sukoon.example',
      SEED_DEMO: 'true',
    });
    expect(await started.exit).toBe(1);
    const lines = started.output().trim().split('\n');
    expect(lines[0]).toBe('The server cannot start because of its configuration:');
    expect(lines.slice(1).map((line) => line.trim())).toEqual([
      expect.stringMatching(/^PAYMENT_PROVIDER: .*ALLOW_SIMULATED_PAYMENTS=true$/),
      expect.stringMatching(/^SMTP_URL: .*ALLOW_OUTBOX_MAIL=true$/),
      expect.stringMatching(/^SEED_DEMO: .*ALLOW_DEMO_CONTENT=true$/),
      expect.stringMatching(/^CONTACT_EMAIL or CONTACT_PHONE: .*ALLOW_MISSING_CONTACTS=true$/),
      expect.stringMatching(/^GRIEVANCE_OFFICER_NAME and .*ALLOW_MISSING_GRIEVANCE_OFFICER=true$/),
      expect.stringMatching(/^SELLER_LEGAL_NAME and .*ALLOW_MISSING_SELLER=true$/),
    ]);
  });

  it('prints its URL, refuses a second server on the same DATA_DIR, and shuts down cleanly', async () => {
    const dataDir = newDataDir();
    const first = startServer({ DATA_DIR: dataDir, PORT: '3197' });
    // The URL and the admin hint are separate writes, which may reach the pipe in separate chunks.
    await waitForOutput(first, 'it asks for the password');
    expect(first.output()).toContain('is running at http://localhost:3197');
    expect(first.output()).toContain('npm run admin:create');

    const second = startServer({ DATA_DIR: dataDir, PORT: '3198' });
    expect(await second.exit).toBe(1);
    expect(second.output()).toContain(
      `Another server (pid ${first.child.pid}) is already using the data directory`,
    );

    const health = await fetch('http://127.0.0.1:3197/api/health');
    expect(health.status).toBe(200);

    first.child.kill('SIGTERM');
    expect(await first.exit).toBe(0);

    // A clean shutdown leaves a database the next start opens with its data intact.
    const third = startServer({ DATA_DIR: dataDir, PORT: '3197' });
    await waitForOutput(third, 'is running at');
    third.child.kill('SIGTERM');
    expect(await third.exit).toBe(0);
  }, 240_000);

  it('stops asking for an administrator once one exists', async () => {
    const started = startServer({
      DATA_DIR: newDataDir(),
      PORT: '0',
      ADMIN_EMAIL: 'owner@sukoon.example',
      ADMIN_PASSWORD: 'a long admin password',
    });
    await waitForOutput(started, 'is running at');
    // The banner is one write: had it asked for an admin, the request would be here already.
    expect(started.output()).not.toContain('administrator');
    started.child.kill('SIGTERM');
    expect(await started.exit).toBe(0);
  }, 180_000);

  it('fails on a port in use with one line, and leaves DATA_DIR free for the next start', async () => {
    const occupier = createServer();
    await new Promise<void>((resolve) => occupier.listen(0, '127.0.0.1', resolve));
    const address = occupier.address();
    const takenPort = typeof address === 'object' && address ? address.port : 0;
    const dataDir = newDataDir();
    try {
      const failed = startServer({ DATA_DIR: dataDir, PORT: String(takenPort) });
      expect(await failed.exit).toBe(1);
      expect(failed.output().trim()).toMatch(/^The server could not start: listen EADDRINUSE/);
      expect(failed.output()).not.toMatch(/\n\s+at /);
    } finally {
      occupier.close();
    }
    const next = startServer({ DATA_DIR: dataDir, PORT: '0' });
    await waitForOutput(next, 'is running at');
    next.child.kill('SIGTERM');
    expect(await next.exit).toBe(0);
  }, 240_000);
});
