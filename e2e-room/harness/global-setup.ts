import fs from 'node:fs';
import os from 'node:os';
import { startMailServer } from '../../e2e/harness/mail-server.ts';
import { ROOM_MAIL_DIR, ROOM_PORT, ROOM_ROOT, ROOM_SMTP_PORT } from './room-env.ts';
import { prepareDataTemplate } from './room-server.ts';

/**
 * The room journeys make real WebRTC calls: they must never see an address but loopback, so that
 * ICE and mDNS cannot touch the machine's other interface. `npm run test:room` runs them inside a
 * network namespace of their own; started any other way, they refuse to run.
 */
function assertLoopbackOnly(): void {
  const others = Object.entries(os.networkInterfaces())
    .flatMap(([name, addresses]) => (addresses ?? []).map((address) => ({ name, ...address })))
    .filter((address) => !address.internal);
  if (others.length > 0)
    throw new Error(
      `The room journeys run only in a network namespace with nothing but loopback (npm run test:room); ` +
        `this one also has ${others.map((address) => `${address.name} ${address.address}`).join(', ')}.`,
    );
}

export default async function globalSetup(): Promise<() => Promise<void>> {
  assertLoopbackOnly();
  fs.rmSync(ROOM_ROOT, { recursive: true, force: true });
  fs.mkdirSync(ROOM_MAIL_DIR, { recursive: true });
  const stopMail = await startMailServer(ROOM_SMTP_PORT, ROOM_MAIL_DIR);
  await prepareDataTemplate(ROOM_PORT + 80);
  return stopMail;
}
