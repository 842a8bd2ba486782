import fs from 'node:fs';
import path from 'node:path';
import { test, type Page } from '@playwright/test';
import { makeAcceptedSession } from './harness/accepted-session.ts';
import { personContext } from './harness/call-stats.ts';
import { ROOM_PORT, ROOM_ROOT } from './harness/room-env.ts';
import { startRoomServer } from './harness/room-server.ts';

// The room's figure for `npm run bench` (R2): from the moment the second person presses "Join the
// session" to the first decoded video frame on both sides, over loopback on one instance. Not a
// test: it writes what it measured to .tmp/e2e-room/first-frame.json and bench/run.mjs reports it.

const FIRST_FRAME_RESULT = path.join(ROOM_ROOT, 'first-frame.json');
const CALLS = Number(process.env.ROOM_BENCH_CALLS ?? 7);

/** Resolves once the page's newest call has decoded a video frame. */
function firstFrame(page: Page): Promise<unknown> {
  return page.waitForFunction(
    async () => {
      const calls = (window as unknown as { __roomCalls?: RTCPeerConnection[] }).__roomCalls ?? [];
      const pc = calls.at(-1);
      if (!pc || pc.connectionState === 'closed') return false;
      let frames = 0;
      (await pc.getStats()).forEach((stat: Record<string, unknown>) => {
        if (stat.type === 'inbound-rtp' && stat.kind === 'video') frames += Number(stat.framesDecoded ?? 0);
      });
      return frames > 0;
    },
    undefined,
    { polling: 20, timeout: 30_000 },
  );
}

/** Resolves once the page's newest call is connected (ICE and DTLS done). */
function connected(page: Page): Promise<unknown> {
  return page.waitForFunction(
    () => {
      const calls = (window as unknown as { __roomCalls?: RTCPeerConnection[] }).__roomCalls ?? [];
      return calls.at(-1)?.connectionState === 'connected';
    },
    undefined,
    { polling: 20, timeout: 30_000 },
  );
}

test('time from both joining to the first frame', async ({ browser }, testInfo) => {
  testInfo.setTimeout(60_000 + CALLS * 40_000);
  const server = await startRoomServer('bench', ROOM_PORT + 50, { MEETING_PROVIDER: 'sukoon' });
  const times: number[] = [];
  const connectedTimes: number[] = [];
  try {
    const session = await makeAcceptedSession(server.url, [server.setClock]);
    for (let call = 0; call < CALLS; call += 1) {
      const people = await Promise.all(
        [session.client.token, session.counsellor.token].map((token) =>
          personContext(browser, server.url, token),
        ),
      );
      const [client, counsellor] = people.map((person) => person.page) as [Page, Page];
      for (const page of [client, counsellor]) await page.goto(`/session/${session.appointmentId}`);
      await client.getByRole('button', { name: 'Join the session' }).click();
      await client
        .getByRole('status')
        .filter({ hasText: /will join at/ })
        .waitFor();
      const started = performance.now();
      await counsellor.getByRole('button', { name: 'Join the session' }).click();
      await Promise.all([connected(client), connected(counsellor)]);
      connectedTimes.push(performance.now() - started);
      await Promise.all([firstFrame(client), firstFrame(counsellor)]);
      times.push(performance.now() - started);
      for (const person of people) await person.context.close();
    }
  } finally {
    await server.stop();
  }
  const sorted = [...times].sort((a, b) => a - b);
  const at = (share: number) => sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] ?? 0;
  fs.writeFileSync(
    FIRST_FRAME_RESULT,
    JSON.stringify({
      calls: times.length,
      medianMs: at(0.5),
      worstMs: at(1),
      timesMs: times,
      connectedMs: connectedTimes,
    }),
  );
});
