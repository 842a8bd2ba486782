import { expect, test, type BrowserContext } from '@playwright/test';
import { makeAcceptedSession, type AcceptedSession } from './harness/accepted-session.ts';
import { startCoturn } from './harness/coturn.ts';
import { callStats, expectSeesAndHears, joinBoth } from './harness/call-stats.ts';
import { ROOM_PORT, TURN_PORT, TURN_SECRET } from './harness/room-env.ts';
import { startRoomServer, type RoomServer } from './harness/room-server.ts';

// TURN_POLICY=relay: every call goes through the relay (Debian's coturn, started here on
// 127.0.0.1), so neither person learns the other's address. The nominated pair's local candidate
// is a relay on both sides, and they still see and hear each other.

test.describe.configure({ mode: 'serial' });

let server: RoomServer;
let stopCoturn: (() => Promise<void>) | undefined;
let session: AcceptedSession;
const contexts: BrowserContext[] = [];

test.beforeAll(async ({ browserName: _ }, testInfo) => {
  testInfo.setTimeout(150_000);
  stopCoturn = await startCoturn();
  server = await startRoomServer('turn', ROOM_PORT + 10, {
    MEETING_PROVIDER: 'sukoon',
    TURN_URLS: `turn:127.0.0.1:${TURN_PORT}?transport=udp`,
    TURN_SECRET,
    TURN_POLICY: 'relay',
  });
  session = await makeAcceptedSession(server.url, [server.setClock]);
});

test.afterAll(async () => {
  for (const context of contexts) await context.close();
  await server?.stop();
  await stopCoturn?.();
});

test('through coturn only: the selected pair is a relay, and the call works', async ({ browser }) => {
  const pages = await joinBoth(
    browser,
    session.appointmentId,
    [session.client.token, session.counsellor.token].map((token) => [server.url, token] as const),
    contexts,
  );
  const [client, counsellor] = pages;
  await expectSeesAndHears(client, 'the client');
  await expectSeesAndHears(counsellor, 'the counsellor');
  for (const page of pages) {
    const stats = await callStats(page);
    expect(stats?.localCandidateType).toBe('relay');
  }
});
