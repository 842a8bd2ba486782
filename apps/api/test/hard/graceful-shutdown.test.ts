import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { copyTemplateDatabase } from '../template-database.ts';
import { freePort, startServer, stopServer, type ServerProcess } from './server-process-harness.ts';
import { adminToken, ledgerProblems, listedTitles, newLedger, startWriteLoad } from './write-load.ts';

// SIGTERM under load: the requests the server has already taken are answered 2xx, later ones
// are refused cleanly, the process exits 0, the lock is released and the next start finds
// every acknowledged write.

const DATABASE_URL = process.env.DATABASE_URL;
const WRITERS = 16;
const ADMIN = { email: 'shutdown-admin@sukoon.example', password: 'shutdown admin password' };

/** Titles the server has logged as arrived ("incoming request"), from its JSON log lines. */
function arrivedTitles(output: string): Set<string> {
  const arrived = new Set<string>();
  for (const line of output.split('\n')) {
    if (!line.includes('"incoming request"')) continue;
    const url = /"url":"([^"]*)"/.exec(line)?.[1] ?? '';
    const title = new URLSearchParams(url.split('?')[1] ?? '').get('title');
    if (title) arrived.add(title);
  }
  return arrived;
}

describe('SIGTERM under a write load', () => {
  let dataDir: string;
  let env: Record<string, string>;
  const servers: ServerProcess[] = [];
  beforeAll(async () => {
    const copy = await copyTemplateDatabase(inject('templateDatabase'), DATABASE_URL);
    dataDir = copy.dataDir;
    env = {
      DATA_DIR: dataDir,
      ...(copy.databaseUrl ? { DATABASE_URL: copy.databaseUrl } : {}),
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      // Info logs name each request as it arrives.
      LOG_LEVEL: 'info',
    };
  });
  afterAll(async () => {
    for (const server of servers) await stopServer(server, 'SIGKILL');
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const start = async () => {
    const server = await startServer({ ...env, PORT: String(await freePort()) });
    servers.push(server);
    return server;
  };

  it('finishes the requests in flight, exits 0, releases the lock and keeps every acknowledged write', async () => {
    const server = await start();
    const token = await adminToken(server.url, ADMIN.email, ADMIN.password);
    const ledger = newLedger();
    const load = startWriteLoad(server.url, token, ledger, { writers: WRITERS, prefix: 'shutdown' });

    // Under full load, wait until the server has taken requests it has not answered yet, then stop it.
    const loaded = Date.now() + 30_000;
    while (ledger.acknowledged.size < 100 && Date.now() < loaded) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(ledger.acknowledged.size).toBeGreaterThanOrEqual(100);
    let inFlight: string[] = [];
    const deadline = Date.now() + 30_000;
    while (inFlight.length < 3 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 5));
      const arrived = arrivedTitles(server.output());
      inFlight = [...load.pending].filter((title) => arrived.has(title));
    }
    expect(inFlight.length, 'requests the server had taken when SIGTERM came').toBeGreaterThanOrEqual(3);
    server.child.kill('SIGTERM');
    const exitCode = await server.exit;
    load.stop();
    await load.done;

    const notes = server
      .output()
      .split('\n')
      .filter((line) => line.trim() !== '' && !/"(incoming request|request completed)"/.test(line));
    expect(exitCode, `exit code; the server said:\n${notes.slice(-8).join('\n')}`).toBe(0);
    for (const title of inFlight) expect(ledger.acknowledged.has(title), `in flight: ${title}`).toBe(true);
    // Every request the server logged as arrived got an answer; none was cut off.
    const unanswered = [...arrivedTitles(server.output())].filter((title) => ledger.inDoubt.has(title));
    expect(unanswered).toEqual([]);
    // After the signal, new requests are refused (503) or find no server; none is half-done.
    expect([...new Set(ledger.refused.values())].filter((status) => status !== 503)).toEqual([]);
    expect(server.output()).toContain('shutting down: finishing requests in flight');
    expect(server.output()).not.toMatch(/"level":(50|60)/);

    const next = await start();
    const listed = await listedTitles(next.url);
    expect(ledgerProblems(ledger, listed)).toEqual([]);
    // A refused write did not happen.
    for (const title of ledger.refused.keys()) expect(listed.has(title), title).toBe(false);
    console.info(
      `SIGTERM with ${inFlight.length} requests in flight: all answered 2xx; ${ledger.acknowledged.size} acknowledged ` +
        `writes kept, ${ledger.refused.size} refused with 503, ${ledger.inDoubt.size} found no server`,
    );
    expect(await stopServer(next)).toBe(0);
  });
});
