import { expect, test } from '@playwright/test';
import { makeAcceptedSession, type AcceptedSession } from './harness/accepted-session.ts';
import { personContext } from './harness/call-stats.ts';
import { startJitsiStandIn } from './harness/jitsi-stand-in.ts';
import { ROOM_PORT } from './harness/room-env.ts';
import { startRoomServer, type RoomServer } from './harness/room-server.ts';

// MEETING_PROVIDER=jitsi: the same page embeds the Jitsi room through the IFrame API, loading
// external_api.js from JITSI_DOMAIN (a local stand-in here) with the room answer's name and this
// person's own token; the page's CSP lets that host in on this page only.

test.describe.configure({ mode: 'serial' });

let server: RoomServer;
let jitsi: Awaited<ReturnType<typeof startJitsiStandIn>>;
let session: AcceptedSession;

interface JitsiCall {
  domain: string;
  options: { roomName: string; jwt: string; lang: string };
}

test.beforeAll(async ({ browserName: _ }, testInfo) => {
  testInfo.setTimeout(150_000);
  jitsi = await startJitsiStandIn(ROOM_PORT + 70);
  server = await startRoomServer('jitsi', ROOM_PORT + 60, {
    MEETING_PROVIDER: 'jitsi',
    JITSI_DOMAIN: jitsi.domain,
    JITSI_APP_ID: 'sukoon-journeys',
    JITSI_APP_SECRET: 'a-long-jitsi-app-secret-for-the-journeys-0123',
  });
  session = await makeAcceptedSession(server.url, [server.setClock]);
});

test.afterAll(async () => {
  await server?.stop();
  await jitsi?.stop();
});

test('the page loads external_api.js from JITSI_DOMAIN with the room and a token per person', async ({
  browser,
}) => {
  const seen: JitsiCall[] = [];
  for (const token of [session.counsellor.token, session.client.token]) {
    // The stand-in's certificate is self-signed.
    const { context, page: roomPage } = await personContext(browser, server.url, token, {
      ignoreHTTPSErrors: true,
    });
    const answer = await roomPage.goto(`/session/${session.appointmentId}`);
    const csp = answer?.headers()['content-security-policy'] ?? '';
    expect(csp).toMatch(new RegExp(`script-src [^;]*https://${jitsi.domain}`));
    expect(csp).toMatch(new RegExp(`frame-src [^;]*https://${jitsi.domain}`));
    await expect(roomPage.frameLocator('iframe[title="Jitsi stand-in"]').getByText('Room')).toBeVisible();
    const calls = await roomPage.evaluate(
      () => (window as unknown as { __jitsiCalls: JitsiCall[] }).__jitsiCalls,
    );
    expect(calls).toHaveLength(1);
    seen.push(calls[0] as JitsiCall);
    // Another page of the product neither loads nor frames that host.
    const home = await roomPage.goto('/');
    expect(home?.headers()['content-security-policy'] ?? '').not.toContain(jitsi.domain);
    expect(home?.headers()['permissions-policy'] ?? '').toContain('camera=()');
    await context.close();
  }
  const [counsellor, client] = seen as [JitsiCall, JitsiCall];
  expect(counsellor.domain).toBe(jitsi.domain);
  expect(counsellor.options.roomName).toBe(client.options.roomName);
  expect(counsellor.options.roomName.length).toBeGreaterThan(8);
  // Each person has their own signed token (the counsellor's makes them moderator).
  expect(counsellor.options.jwt.split('.')).toHaveLength(3);
  expect(client.options.jwt).not.toBe(counsellor.options.jwt);
  const claims = JSON.parse(
    Buffer.from(counsellor.options.jwt.split('.')[1] ?? '', 'base64url').toString(),
  ) as {
    room?: string;
    context?: { user?: { moderator?: boolean | string } };
  };
  expect(String(claims.context?.user?.moderator)).toBe('true');
});
