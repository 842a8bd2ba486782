import { spawn } from 'node:child_process';
import net from 'node:net';
import { TURN_PORT, TURN_SECRET } from './room-env.ts';

/** Waits until something listens on 127.0.0.1:`port` over TCP (coturn listens on TCP and UDP). */
async function waitForPort(port: number, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const isOpen = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (isOpen) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`coturn did not listen on 127.0.0.1:${port} within ${timeoutMs} ms`);
}

/**
 * Debian's coturn on 127.0.0.1 with the TURN REST credentials the product hands out
 * (`--use-auth-secret`). `--allow-loopback-peers` only because both browsers sit on 127.0.0.1
 * here; a real relay must not allow it (docs/deploy.md).
 */
export async function startCoturn(): Promise<() => Promise<void>> {
  const turn = spawn(
    'turnserver',
    [
      '-n',
      '--listening-ip=127.0.0.1',
      '--relay-ip=127.0.0.1',
      `--listening-port=${TURN_PORT}`,
      '--use-auth-secret',
      `--static-auth-secret=${TURN_SECRET}`,
      '--realm=sukoon.test',
      '--allow-loopback-peers',
      '--no-cli',
      '--no-tls',
      '--no-dtls',
      '--min-port=49160',
      '--max-port=49200',
      '--log-file=stdout',
      '--simple-log',
    ],
    { stdio: ['ignore', 'ignore', 'inherit'] },
  );
  const exited = new Promise<void>((resolve) => turn.once('exit', () => resolve()));
  const failed = new Promise<never>((_, reject) =>
    turn.once('error', (error) => reject(new Error(`turnserver could not start: ${error.message}`))),
  );
  await Promise.race([waitForPort(TURN_PORT, 15_000), failed]);
  return async () => {
    turn.kill('SIGTERM');
    await exited;
  };
}
