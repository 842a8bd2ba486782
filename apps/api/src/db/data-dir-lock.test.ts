import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawn, type ChildProcess } from 'node:child_process';
import { afterAll, describe, expect, it } from 'vitest';
import { API_ROOT } from '../paths.ts';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config/env.ts';
import { acquireDataDirLock } from './data-dir-lock.ts';
import { openDatabase } from './client.ts';

const dirs: string[] = [];
const children: ChildProcess[] = [];
afterAll(() => {
  for (const child of children) child.kill('SIGKILL');
  dirs.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true }));
});

const newDataDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sukoon-lock-'));
  dirs.push(dir);
  return dir;
};

/** The process state letter of /proc/<pid>/stat: R, S, Z (zombie) … */
const processState = (pid: number) => /\) (\w) /.exec(fs.readFileSync(`/proc/${pid}/stat`, 'utf8'))?.[1];

async function until(condition: () => boolean, what: string): Promise<void> {
  const deadline = Date.now() + 20_000;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('the DATA_DIR lock', () => {
  it('refuses a second holder while the first lives, naming its pid, and admits the next after release', async () => {
    const dataDir = newDataDir();
    const release = await acquireDataDirLock(dataDir);
    await expect(acquireDataDirLock(dataDir)).rejects.toThrow(
      `Another server (pid ${process.pid}) is already using the data directory ${dataDir}.`,
    );
    await release();
    const again = await acquireDataDirLock(dataDir);
    await again();
  });

  it('is not fooled by a lock file from an earlier process that carried our own pid', async () => {
    // In a container the restarted server often gets the dead one's pid.
    const dataDir = newDataDir();
    fs.writeFileSync(path.join(dataDir, 'server.lock'), String(process.pid));
    const release = await acquireDataDirLock(dataDir);
    await release();
  });

  it.runIf(process.platform === 'linux')(
    'is free once its holder is killed with -9, even while the dead holder is an unreaped zombie',
    async () => {
      const dataDir = newDataDir();
      // The holder's parent becomes `sleep`, which never waits for it: killed, it stays a zombie.
      const holderCommand = `"${process.execPath}" --import tsx test/hold-data-dir-lock.ts "${dataDir}"`;
      const parent = spawn('sh', ['-c', `${holderCommand} & exec sleep 60`], {
        cwd: API_ROOT,
        stdio: ['ignore', 'pipe', 'inherit'],
      });
      children.push(parent);
      let output = '';
      parent.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
      await until(() => /locked \d+/.test(output), 'the holder to take the lock');
      const holderPid = Number(/locked (\d+)/.exec(output)?.[1]);
      await expect(acquireDataDirLock(dataDir)).rejects.toThrow(`Another server (pid ${holderPid})`);

      process.kill(holderPid, 'SIGKILL');
      await until(() => processState(holderPid) === 'Z', 'the holder to become a zombie');
      const release = await acquireDataDirLock(dataDir);
      await release();
    },
  );

  it('is released, with the database closed, when the start fails after opening the database', async () => {
    const dataDir = newDataDir();
    const config = loadConfig({
      DATA_DIR: dataDir,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'silent',
      ADMIN_EMAIL: 'admin@sukoon.example',
      ADMIN_PASSWORD: 'a long admin password',
    });
    const clockFails = () => {
      throw new Error('the clock failed');
    };
    await expect(buildApp(config, { now: clockFails, webDir: dataDir })).rejects.toThrow('the clock failed');
    const database = await openDatabase(config);
    await database.close();
  }, 60_000);
});
