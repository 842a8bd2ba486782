import { execFileSync } from 'node:child_process';
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { makeAcceptedSession, type AcceptedSession } from './harness/accepted-session.ts';
import { callStats, expectSeesAndHears, personContext } from './harness/call-stats.ts';
import { ROOM_PORT } from './harness/room-env.ts';
import { startRoomServer, type RoomServer } from './harness/room-server.ts';

// A client and a counsellor in two browsers, on one instance of the product, straight to each
// other over loopback: the check before joining, the wait, seeing and hearing each other, chat over
// the call, a network that drops and comes back, audio only, and leaving.

test.describe.configure({ mode: 'serial' });

let server: RoomServer;
let session: AcceptedSession;
const people: { context: BrowserContext; page: Page }[] = [];
let client: Page;
let counsellor: Page;

test.beforeAll(async ({ browser }, testInfo) => {
  testInfo.setTimeout(150_000);
  server = await startRoomServer('call', ROOM_PORT, { MEETING_PROVIDER: 'sukoon' });
  session = await makeAcceptedSession(server.url, [server.setClock]);
  for (const token of [session.client.token, session.counsellor.token]) {
    const person = await personContext(browser, server.url, token);
    people.push(person);
  }
  client = people[0]?.page as Page;
  counsellor = people[1]?.page as Page;
});

test.afterAll(async () => {
  for (const person of people) await person.context.close();
  await server?.stop();
});

test('the client checks camera and microphone, joins, and waits calmly for the counsellor', async () => {
  await client.goto(`/session/${session.appointmentId}`);
  await expect(client.getByRole('heading', { level: 1, name: 'Your session with Meera' })).toBeVisible();
  await expect(client.getByRole('heading', { name: 'Before you join' })).toBeVisible();
  await expect(
    client.getByRole('img', { name: 'Your camera preview' }).or(client.getByLabel('Your camera preview')),
  ).toBeVisible();
  // The fake microphone beeps: the meter moves.
  await expect
    .poll(async () =>
      Number(await client.getByRole('meter', { name: 'Microphone level' }).getAttribute('aria-valuenow')),
    )
    .toBeGreaterThan(0);
  await expect(client.getByLabel('Camera', { exact: true })).toBeVisible();
  await expect(client.getByLabel('Microphone', { exact: true })).toBeVisible();
  await client.getByRole('button', { name: 'Join the session' }).click();
  await expect(client.getByRole('status').filter({ hasText: /Meera will join at/ })).toBeVisible();
});

test('the counsellor joins: both see and hear each other, straight between the browsers', async () => {
  await counsellor.goto(`/session/${session.appointmentId}`);
  await counsellor.getByRole('button', { name: 'Join the session' }).click();
  await expect(
    client.getByRole('status').filter({ hasText: 'You are in the session with Meera.' }),
  ).toBeVisible();
  await expect(
    counsellor.getByRole('status').filter({ hasText: 'You are in the session with Asha.' }),
  ).toBeVisible();
  await expectSeesAndHears(client, 'the client');
  await expectSeesAndHears(counsellor, 'the counsellor');
  const stats = await callStats(client);
  expect(stats?.localCandidateType).toBe('host');
  await expect(client.getByText(/^Connection: (good|fair|poor)$/)).toBeVisible();
});

test('text chat over the call arrives when voice fails', async () => {
  await client.getByRole('button', { name: 'Chat' }).click();
  await client.getByLabel('Message to Meera').fill('My sound is breaking up, can we write?');
  await client.getByLabel('Message to Meera').press('Enter');
  // The counsellor's chat opens by itself with the message in its log.
  const log = counsellor.getByRole('log', { name: 'Chat messages' });
  await expect(log).toContainText('My sound is breaking up, can we write?');
  await counsellor.getByLabel('Message to Asha').fill('Yes, of course. I am here.');
  await counsellor.getByRole('button', { name: 'Send' }).click();
  await expect(client.getByRole('log', { name: 'Chat messages' })).toContainText(
    'Yes, of course. I am here.',
  );
});

test('a dropped network comes back by itself', async () => {
  const before = (await callStats(counsellor))?.framesDecoded ?? 0;
  // Loopback is the namespace's only network: taking it down drops everything, as a train tunnel would.
  execFileSync('ip', ['link', 'set', 'lo', 'down']);
  try {
    await expect
      .poll(async () => (await callStats(client))?.connectionState, { timeout: 20_000 })
      .not.toBe('connected');
    await expect(client.getByRole('status').filter({ hasText: /Reconnecting/ })).toBeVisible();
  } finally {
    execFileSync('ip', ['link', 'set', 'lo', 'up']);
  }
  await expect(
    client.getByRole('status').filter({ hasText: 'You are in the session with Meera.' }),
  ).toBeVisible({
    timeout: 30_000,
  });
  await expect
    .poll(async () => (await callStats(counsellor))?.framesDecoded ?? 0, { timeout: 20_000 })
    .toBeGreaterThan(before + 10);
});

test('"audio only" stops sending video; the voice goes on', async () => {
  await client.getByRole('button', { name: 'Audio only' }).click();
  await expect(client.getByRole('button', { name: 'Audio only' })).toHaveAttribute('aria-pressed', 'true');
  const sentNow = async () => (await callStats(client))?.videoBytesSent ?? 0;
  // Once it has settled, two readings a couple of seconds apart show no more video leaving.
  await expect
    .poll(async () => {
      const first = await sentNow();
      await new Promise((resolve) => setTimeout(resolve, 2_000));
      return (await sentNow()) - first;
    })
    .toBe(0);
  await expect(counsellor.getByText('Voice only')).toBeVisible();
  const heard = (await callStats(counsellor))?.audioBytesReceived ?? 0;
  await expect
    .poll(async () => (await callStats(counsellor))?.audioBytesReceived ?? 0)
    .toBeGreaterThan(heard);
});

test('leaving tells the other side at once, and the client can come back', async () => {
  await client.getByRole('button', { name: 'Leave' }).click();
  await expect(client.getByRole('heading', { name: 'You have left the session' })).toBeVisible();
  await expect(counsellor.getByRole('status').filter({ hasText: 'Asha has left the call.' })).toBeVisible();
  await client.getByRole('button', { name: 'Join again' }).click();
  await client.getByRole('button', { name: 'Join the session' }).click();
  await expect(
    counsellor.getByRole('status').filter({ hasText: 'You are in the session with Asha.' }),
  ).toBeVisible();
});
