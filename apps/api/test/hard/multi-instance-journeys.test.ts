import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APPOINTMENT_FEE_PAISE } from '@sukoon/contract';
import { signWebhook } from '../../src/lib/payment-gateways/signatures.ts';
import { createTokenService } from '../../src/lib/tokens.ts';
import { withDatabaseName } from '../template-database.ts';
import { POSTGRES_URL, runOnPostgres } from './scratch-postgres.ts';
import { CLIENT_HEADER, startRoundRobinProxy, type RoundRobinProxy } from './round-robin-proxy.ts';
import { freePort, startServer, stopServer, type ServerProcess } from './server-process-harness.ts';

// Two real server processes on one fresh PostgreSQL database and one Redis, behind a round-robin
// proxy that names the client in X-Forwarded-For, as a load balancer would. Journeys that go
// through the proxy land on both instances in turn: each must end as it would on one server.

/** A Redis database of this test's own, flushed before and after. */
const REDIS_URL = 'redis://127.0.0.1:6379/7';
const ADMIN = { email: 'journeys-admin@sukoon.example', password: 'journeys admin password' };
const JWT_SECRET = 'one secret for every instance of this test run';
/** One data key too: a row one instance seals, another opens. */
const DATA_ENCRYPTION_KEY = 'c3Vrb29uLW11bHRpLWluc3RhbmNlLXRlc3Qta2V5ISE=';
const WEBHOOK_SECRET = 'one webhook secret for every instance of this test run';
const DAY_MS = 24 * 60 * 60 * 1000;

/** An IST day three days from now: always bookable, at any slot. */
const BOOKING_DAY = new Date(Date.now() + 5.5 * 60 * 60 * 1000 + 3 * DAY_MS).toISOString().slice(0, 10);

describe('journeys through a round-robin proxy over two instances', () => {
  const databaseName = `sukoon_journeys_${randomUUID().replaceAll('-', '')}`;
  const databaseUrl = withDatabaseName(POSTGRES_URL, databaseName);
  const dataDirs: string[] = [];
  const redis = new Redis(REDIS_URL, { lazyConnect: true });
  const servers: ServerProcess[] = [];
  let proxy: RoundRobinProxy;
  let sql: pg.Client;

  const start = async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sukoon-journeys-'));
    dataDirs.push(dataDir);
    return startServer({
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      REDIS_URL,
      TRUSTED_PROXIES: '127.0.0.1',
      PORT: String(await freePort()),
      // Shared, as every instance behind one load balancer must share them.
      JWT_SECRET,
      DATA_ENCRYPTION_KEY,
      PAYMENT_PROVIDER: 'simulated',
      RAZORPAY_KEY_ID: 'rzp_test_journeys',
      RAZORPAY_KEY_SECRET: 'one key secret for every instance of this test run',
      RAZORPAY_WEBHOOK_SECRET: WEBHOOK_SECRET,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
    });
  };

  beforeAll(async () => {
    await redis.connect();
    await redis.flushdb();
    await runOnPostgres(`create database ${databaseName}`);
    servers.push(await start(), await start());
    proxy = await startRoundRobinProxy(servers.map((server) => server.url));
    sql = new pg.Client({ connectionString: databaseUrl });
    await sql.connect();
  }, 90_000);
  afterAll(async () => {
    await sql?.end();
    await proxy?.close();
    for (const server of servers) await stopServer(server);
    await runOnPostgres(`drop database if exists ${databaseName} with (force)`);
    for (const dataDir of dataDirs) fs.rmSync(dataDir, { recursive: true, force: true });
    await redis.flushdb();
    redis.disconnect();
  });

  /** A verified user, inserted straight into the database, and a token either instance accepts. */
  const newUser = async () => {
    const { rows } = await sql.query<{ id: string; token_version: number }>(
      `insert into users (first_name, last_name, email, role) values ('Ravi', 'Test', $1, 'user')
       returning id, token_version`,
      [`user-${randomUUID()}@example.test`],
    );
    const row = rows[0];
    if (!row) throw new Error('could not create the test user');
    return createTokenService(JWT_SECRET).sign({
      userId: row.id,
      role: 'user',
      tokenVersion: row.token_version,
    });
  };

  /** A request through the proxy, from the client address given. */
  const send = (
    client: string,
    method: string,
    url: string,
    options: { token?: string; body?: string } = {},
  ) =>
    fetch(`${proxy.url}${url}`, {
      method,
      headers: {
        [CLIENT_HEADER]: client,
        ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
        ...(options.body ? { 'content-type': 'application/json' } : {}),
      },
      body: options.body,
    });
  const post = (client: string, url: string, body: object, token?: string) =>
    send(client, 'POST', url, { token, body: JSON.stringify(body) });

  const count = async (statement: string, values: unknown[]) =>
    Number((await sql.query<{ n: string }>(statement, values)).rows[0]?.n);

  it('gives a payment verified on one instance and delivered by webhook to the other exactly one effect', async () => {
    const paidFor = async (slot: number, client: string) => {
      const token = await newUser();
      const order = await post(
        client,
        '/api/create',
        {
          purpose: 'appointment',
          counsellingConsent: true,
          date: BOOKING_DAY,
          slot,
          reason: 'Trouble sleeping',
        },
        token,
      );
      expect(order.status, await order.clone().text()).toBe(200);
      const { orderId } = (await order.json()) as { orderId: string };
      const simulated = await post(client, '/api/payments/simulate', { orderId, outcome: 'success' }, token);
      expect(simulated.status).toBe(200);
      const proof = (await simulated.json()) as { paymentId: string; orderId: string; signature: string };
      const webhook = JSON.stringify({
        entity: 'event',
        account_id: 'acc_journeys',
        event: 'payment.captured',
        contains: ['payment'],
        payload: {
          payment: {
            entity: {
              id: proof.paymentId,
              entity: 'payment',
              amount: APPOINTMENT_FEE_PAISE,
              currency: 'INR',
              order_id: orderId,
              method: 'upi',
            },
          },
        },
        created_at: Math.floor(Date.now() / 1000),
      });
      const verify = () => post(client, '/api/verify-payment', proof, token);
      const deliver = () =>
        fetch(`${proxy.url}/api/payments/webhook`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'x-razorpay-signature': signWebhook(webhook, WEBHOOK_SECRET),
          },
          body: webhook,
        });
      return { slot, verify, deliver };
    };
    const first = await paidFor(10, '198.51.100.10');
    const second = await paidFor(11, '198.51.100.11');

    // Sent together, consecutive requests go to different instances: verify then webhook for the
    // first, webhook then verify for the second.
    const answers = await Promise.all([first.verify(), first.deliver(), second.deliver(), second.verify()]);
    for (const answer of answers) expect(answer.status, await answer.clone().text()).toBe(200);

    for (const { slot } of [first, second]) {
      const where = `from appointments where date = $1 and slot = $2`;
      expect(
        await count(`select count(*) as n ${where} and payment_id is not null`, [BOOKING_DAY, slot]),
      ).toBe(1);
      expect(await count(`select count(*) as n ${where}`, [BOOKING_DAY, slot])).toBe(1);
      const payments = `from payments where appointment_id in (select id ${where})`;
      expect(await count(`select count(*) as n ${payments} and status = 'paid'`, [BOOKING_DAY, slot])).toBe(
        1,
      );
      expect(
        await count(`select count(*) as n ${payments} and status = 'refunded'`, [BOOKING_DAY, slot]),
      ).toBe(0);
    }
  });

  it('shares the login limit per account and address across both instances', async () => {
    const login = (client: string, password: string) =>
      post(client, '/api/login', { emailorphone: ADMIN.email, password });
    const guesser = '198.51.100.66';
    // Ten wrong passwords, five on each instance, are each answered as wrong (400).
    for (let guess = 0; guess < 10; guess++) {
      expect((await login(guesser, `wrong guess ${guess}`)).status, `guess ${guess}`).toBe(400);
    }
    // The eleventh and twelfth, one on each instance, are refused without being tried.
    expect((await login(guesser, 'wrong guess 10')).status).toBe(429);
    expect((await login(guesser, ADMIN.password)).status).toBe(429);
    // The owner, elsewhere, still signs in, on either instance.
    expect((await login('198.51.100.77', ADMIN.password)).status).toBe(200);
    expect((await login('198.51.100.77', ADMIN.password)).status).toBe(200);
  });

  it('lets exactly one of 20 users racing for one slot across both instances hold it', async () => {
    const slot = 15;
    const tokens: string[] = [];
    for (let user = 0; user < 20; user++) tokens.push(await newUser());
    const answers = await Promise.all(
      tokens.map((token, index) =>
        post(
          `198.51.101.${index + 1}`,
          '/api/create',
          {
            purpose: 'appointment',
            counsellingConsent: true,
            date: BOOKING_DAY,
            slot,
            reason: 'Trouble sleeping',
          },
          token,
        ),
      ),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(19);
    expect(
      await count(`select count(*) as n from appointments where date = $1 and slot = $2`, [
        BOOKING_DAY,
        slot,
      ]),
    ).toBe(1);
  });
});
