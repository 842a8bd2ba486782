import { performance } from 'node:perf_hooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { createTestApp, type TestApp } from '../test-app.ts';
import { createUserWithToken } from '../users-fixture.ts';
import { hashPassword } from '../../src/lib/passwords.ts';

// Whether an account exists must show neither in the answers of login, sign-up and password reset nor in
// how long they take. Requests about a known and an unknown account are timed in pairs, back to
// back in a random order, and the typical difference is the median of the pairs' differences:
// other work on a busy 2-core machine comes and goes over longer spans than a pair, so it slows
// both halves alike, where it can shift one side's plain median by 20% on its own. No absolute
// speed is asserted.

// The noise of a median of paired differences falls with the square root of the pairs.
const SAMPLES = 241;
const WARM_UP = 5;
const MAX_RELATIVE_DIFFERENCE = 0.1;
const PASSWORD = 'the right password';

/** Everything a client sees of an answer, except its Date header. */
const visible = (response: LightMyRequestResponse) => {
  const { date: _date, ...headers } = response.headers;
  return { status: response.statusCode, body: response.body, headers };
};

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

let addresses = 0;
/** A fresh client address for each request, so per-address limits stay out of the way. */
const newAddress = () => {
  addresses += 1;
  return `10.${(addresses >> 16) & 255}.${(addresses >> 8) & 255}.${addresses & 255}`;
};

interface TimingComparison {
  knownMedianMs: number;
  unknownMedianMs: number;
  /** The median of (known − unknown) over the pairs, relative to the median of all samples. */
  difference: number;
}

describe('account enumeration', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  let people = 0;
  const newAccounts = (count: number) =>
    Promise.all(
      Array.from({ length: count }, async () =>
        createUserWithToken(t, 'user', { passwordHash: await hashPassword(PASSWORD) }),
      ),
    );
  const unknownEmail = () => {
    people += 1;
    return `nobody.${people}.${Date.now()}@example.in`;
  };
  const post = (url: string, payload: object) =>
    t.app.inject({ method: 'POST', url, payload, remoteAddress: newAddress() });

  /**
   * Times requests about known and unknown accounts in pairs, in a random order within each pair.
   * Each request uses its own account (or unknown e-mail) and address, so no limit is reached,
   * and every pair must get the same visible answer.
   */
  async function compareTimings(
    known: (index: number) => Promise<LightMyRequestResponse>,
    unknown: () => Promise<LightMyRequestResponse>,
  ): Promise<TimingComparison> {
    const timed = async (send: () => Promise<LightMyRequestResponse>) => {
      const start = performance.now();
      const response = await send();
      return { ms: performance.now() - start, response };
    };
    const knownMs: number[] = [];
    const unknownMs: number[] = [];
    const differences: number[] = [];
    for (let i = 0; i < WARM_UP + SAMPLES; i++) {
      const knownFirst = Math.random() < 0.5;
      const first = await timed(knownFirst ? () => known(i) : unknown);
      const second = await timed(knownFirst ? unknown : () => known(i));
      const [k, u] = knownFirst ? [first, second] : [second, first];
      expect(visible(k.response)).toEqual(visible(u.response));
      if (i >= WARM_UP) {
        knownMs.push(k.ms);
        unknownMs.push(u.ms);
        differences.push(k.ms - u.ms);
      }
    }
    return {
      knownMedianMs: median(knownMs),
      unknownMedianMs: median(unknownMs),
      difference: median(differences) / median([...knownMs, ...unknownMs]),
    };
  }

  const report = (name: string, result: TimingComparison) => {
    const line =
      `${name}: medians ${result.knownMedianMs.toFixed(2)} ms (account exists) and ` +
      `${result.unknownMedianMs.toFixed(2)} ms (no account); paired difference ${(result.difference * 100).toFixed(1)}%`;
    console.info(line);
    return line;
  };

  it('login: a wrong password and an unknown account get the same answer in the same median time', async () => {
    const accounts = await newAccounts(WARM_UP + SAMPLES);
    const result = await compareTimings(
      (i) => post('/api/login', { emailorphone: accounts[i]?.email ?? '', password: 'a wrong password' }),
      () => post('/api/login', { emailorphone: unknownEmail(), password: 'a wrong password' }),
    );
    expect(Math.abs(result.difference), report('login', result)).toBeLessThan(MAX_RELATIVE_DIFFERENCE);
  });

  it('login by mobile: a number three accounts typed and an unknown number take the same median time', async () => {
    // Several accounts may hold one unverified number (decision 022); a login by it checks the
    // password against a fixed number of holders, so the time says nothing about how many there are.
    const numberOf = (i: number) => `8${String(i).padStart(9, '0')}`;
    const hash = await hashPassword(PASSWORD);
    await Promise.all(
      Array.from({ length: WARM_UP + SAMPLES }, (_, i) =>
        Promise.all(
          [0, 1, 2].map(() => createUserWithToken(t, 'user', { passwordHash: hash, phone: numberOf(i) })),
        ),
      ),
    );
    let unknown = 0;
    const result = await compareTimings(
      (i) => post('/api/login', { emailorphone: numberOf(i), password: 'a wrong password' }),
      () => {
        unknown += 1;
        return post('/api/login', {
          emailorphone: `7${String(unknown).padStart(9, '0')}`,
          password: 'a wrong password',
        });
      },
    );
    expect(Math.abs(result.difference), report('login by mobile', result)).toBeLessThan(
      MAX_RELATIVE_DIFFERENCE,
    );
  });

  it('forgot-password: a known and an unknown e-mail get the same answer in the same median time', async () => {
    const accounts = await newAccounts(WARM_UP + SAMPLES);
    const result = await compareTimings(
      (i) => post('/api/forgot-password', { email: accounts[i]?.email ?? '' }),
      () => post('/api/forgot-password', { email: unknownEmail() }),
    );
    expect(Math.abs(result.difference), report('forgot-password', result)).toBeLessThan(
      MAX_RELATIVE_DIFFERENCE,
    );
  });

  it('register: an e-mail with an account and a new one get the same answer in the same median time', async () => {
    const accounts = await newAccounts(WARM_UP + SAMPLES);
    let phones = 0;
    const signUp = (email: string) => {
      phones += 1;
      return {
        firstName: 'Asha',
        lastName: 'Rao',
        phone: `9${String(phones).padStart(9, '0')}`,
        email,
        password: PASSWORD,
      };
    };
    const result = await compareTimings(
      (i) => post('/api/register', signUp(accounts[i]?.email ?? '')),
      () => post('/api/register', signUp(unknownEmail())),
    );
    expect(Math.abs(result.difference), report('register', result)).toBeLessThan(MAX_RELATIVE_DIFFERENCE);
  });

  it('reset-password: a known and an unknown e-mail get the same answer in the same median time', async () => {
    const accounts = await newAccounts(WARM_UP + SAMPLES);
    const reset = (email: string) => ({ email, otp: '123456', newPassword: 'a new password' });
    const result = await compareTimings(
      (i) => post('/api/reset-password', reset(accounts[i]?.email ?? '')),
      () => post('/api/reset-password', reset(unknownEmail())),
    );
    expect(Math.abs(result.difference), report('reset-password', result)).toBeLessThan(
      MAX_RELATIVE_DIFFERENCE,
    );
  });

  it('reset-password: after anyone asks for a code, a wrong code gets the same answer for a known and an unknown e-mail', async () => {
    const [account] = await newAccounts(1);
    const email = account?.email ?? '';
    const stranger = unknownEmail();
    // Asking for a code is open to anyone, so an attacker can do this for any address.
    expect(visible(await post('/api/forgot-password', { email }))).toEqual(
      visible(await post('/api/forgot-password', { email: stranger })),
    );
    for (let attempt = 1; attempt <= 6; attempt++) {
      const wrong = (to: string) =>
        post('/api/reset-password', { email: to, otp: '000000', newPassword: 'a new password' });
      expect(visible(await wrong(email)), `wrong code number ${attempt}`).toEqual(
        visible(await wrong(stranger)),
      );
    }
  });
});
