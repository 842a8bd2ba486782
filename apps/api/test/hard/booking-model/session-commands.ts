import { expect } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { pick, type Cmd } from './cmd.ts';
import { CLIENTS, type Real } from './harness.ts';
import { count, decide, planReschedule, type Appt, type Model } from './model.ts';
import { expectStatus, post } from './requests.ts';

// The session after payment (issue 16): the client's one move, the counsellor's or admin's
// cancellation with its full refund, and both raced.

export type Mover = 'owner' | 'other';

const DAY_MS = 24 * 60 * 60 * 1000;

const moveTo = (m: Model, real: Real, user: number, a: Appt, target: number) => {
  const { date, hour } = m.slots[target]!;
  return post(real, real.users[user]!, `/api/appointments/${a.id}/reschedule`, { date, slot: hour });
};

const messageOf = (res: LightMyRequestResponse) => res.json<{ message: string }>().message;

/** A moved session's old hour is free: its counsellor's page offers it, or (one calendar) nobody holds it. */
async function expectFreed(m: Model, real: Real, a: Appt) {
  const { date, hour } = m.slots[a.movedFrom!]!;
  if (a.counsellor === null) {
    const res = await real.h.t.app.inject({
      method: 'GET',
      url: '/api/appointments/get',
      headers: real.users[(a.user + 1) % CLIENTS]!.headers,
    });
    expect(res.json<{ date: string; slot: number }[]>(), 'old hour still taken').not.toContainEqual({
      date,
      slot: hour,
    });
    return;
  }
  const res = await real.h.t.app.inject({
    method: 'GET',
    url: `/api/counsellors/${real.counsellorIds[a.counsellor]}/slots`,
  });
  expectStatus(res, 200, 'free slots');
  expect(res.json<{ date: string; slot: number }[]>(), 'old hour not offered again').toContainEqual({
    date,
    slot: hour,
  });
}

/** POST /api/appointments/{id}/reschedule by its client (or another one) to one of the model's slots. */
export class RescheduleCmd implements Cmd {
  constructor(
    readonly n: number,
    readonly target: number,
    readonly mover: Mover = 'owner',
    readonly anyAppt = true,
  ) {}
  // Random runs mostly pick a paid one (an unpaid hold is simply not found); scripted ones by index.
  check = (m: Readonly<Model>) => (this.anyAppt ? m.appts : paidAppts(m)).length > 0;
  async run(m: Model, real: Real) {
    const [a] = pick(this.anyAppt ? m.appts : paidAppts(m), this.n);
    const user = this.mover === 'owner' ? a.user : (a.user + 1) % CLIENTS;
    const res = await moveTo(m, real, user, a, this.target);
    const plan = planReschedule(m, user, a, this.target);
    expectStatus(res, plan.status, `move a ${a.status} appointment to slot ${this.target}`);
    if (plan.rule) {
      expect(messageOf(res)).toMatch(plan.rule);
      return;
    }
    const { date, hour } = m.slots[a.slot]!;
    expect(res.json<{ appointment: object }>().appointment).toMatchObject({
      _id: a.id,
      date,
      slot: hour,
      status: a.status,
      rescheduled: true,
    });
    await expectFreed(m, real, a);
  }
  toString = () =>
    `reschedule(${this.n}${this.anyAppt ? '' : ' of the paid'} to slot ${this.target}${
      this.mover === 'other' ? ', by another client' : ''
    })`;
}

export type Canceller = 'admin' | 'counsellor' | 'other counsellor' | 'client';

/** Who asks: the admin, the session's counsellor, another counsellor or the client. */
function canceller(real: Real, a: Appt, by: Canceller) {
  const counsellors = real.counsellors;
  if (by === 'client') return { user: real.users[a.user]!, status: 403 };
  if (by === 'admin' || a.counsellor === null) return { user: real.h.admin };
  if (by === 'counsellor') return { user: counsellors[a.counsellor]! };
  // Another counsellor's session reads as not found.
  if (counsellors.length < 2) return { user: real.h.admin };
  return { user: counsellors[(a.counsellor + 1) % counsellors.length]!, status: 404 };
}

/** POST /api/appointments/{id} `{ status: 'cancelled' }`: only an accepted session, refunded in full. */
export class CancelCmd implements Cmd {
  constructor(
    readonly n: number,
    readonly by: Canceller = 'admin',
    readonly anyAppt = true,
  ) {}
  check = (m: Readonly<Model>) => (this.anyAppt ? m.appts : paidAppts(m)).length > 0;
  async run(m: Model, real: Real) {
    const [a] = pick(this.anyAppt ? m.appts : paidAppts(m), this.n);
    const { user, status } = canceller(real, a, this.by);
    const res = await post(real, user, `/api/appointments/${a.id}`, { status: 'cancelled' });
    if (status) {
      count(m.stats, `cancel refused: ${this.by}`);
      return expectStatus(res, status, `cancel by ${this.by}`);
    }
    const was = a.status;
    expectStatus(res, decide(m, a, 'cancelled'), `cancel a ${was} appointment`);
    if (res.statusCode === 409) expect(messageOf(res)).toMatch(/only an accepted session can be cancelled/);
  }
  toString = () => `cancel(${this.n}${this.anyAppt ? '' : ' of the paid'}, by ${this.by})`;
}

/** The admin and the counsellor cancel one accepted session at once: one refund, whoever asks. */
export class RaceCancelCmd implements Cmd {
  constructor(readonly n: number) {}
  // With the gateway down, which of the two reports the failure is a matter of timing.
  check = (m: Readonly<Model>) => !m.gatewayDown && m.appts.some((a) => a.status === 'accepted');
  async run(m: Model, real: Real) {
    const [a] = pick(
      m.appts.filter((x) => x.status === 'accepted'),
      this.n,
    );
    const callers = [real.h.admin, canceller(real, a, 'counsellor').user];
    const answers = await Promise.all(
      callers.map((user) => post(real, user, `/api/appointments/${a.id}`, { status: 'cancelled' })),
    );
    expect(decide(m, a, 'cancelled')).toBe(200);
    count(m.stats, 'two cancelled at once');
    // The later one may see the refund already made ("only an accepted session") or under way.
    expect(
      [
        [200, 200],
        [200, 409],
      ],
      answers.map((res) => res.body).join(' | '),
    ).toContainEqual(answers.map((res) => res.statusCode).sort());
  }
  toString = () => `race(cancel + cancel, ${this.n})`;
}

/**
 * Two clients move their sessions to the same hour at once. The answers must be those of one of
 * the two serial orders, and the database that order's state.
 */
export class RaceRescheduleCmd implements Cmd {
  constructor(
    readonly n: number,
    readonly target: number,
  ) {}
  check = (m: Readonly<Model>) => new Set(movable(m).map((a) => a.user)).size > 1;
  async run(m: Model, real: Real) {
    const candidates = movable(m);
    const [first] = pick(candidates, this.n);
    const second = candidates.find((a) => a.user !== first.user)!;
    const pair = [first, second].map((a) => m.appts.indexOf(a));
    const answers = await Promise.all(
      pair.map((i) => moveTo(m, real, m.appts[i]!.user, m.appts[i]!, this.target)),
    );
    const observed = answers.map((res) => res.statusCode);
    const branches = [pair, [...pair].reverse()].map((order) => {
      const b: Model = { ...structuredClone({ ...m, stats: undefined }), stats: new Map() };
      const statuses = new Map(
        order.map((i) => [i, planReschedule(b, b.appts[i]!.user, b.appts[i]!, this.target).status]),
      );
      return { b, statuses: pair.map((i) => statuses.get(i)!) };
    });
    const serial = branches.find((branch) => branch.statuses.every((status, i) => status === observed[i]));
    expect(
      serial,
      `${answers.map((res) => `${res.statusCode} ${res.body}`).join(' | ')}; serial orders would answer ` +
        branches.map((branch) => branch.statuses.join('+')).join(' or '),
    ).toBeDefined();
    Object.assign(m, { ...serial!.b, stats: m.stats });
    for (const [path, times] of serial!.b.stats) m.stats.set(path, (m.stats.get(path) ?? 0) + times);
    count(m.stats, 'two moves raced for one hour');
  }
  toString = () => `race(reschedule + reschedule, ${this.n} to slot ${this.target})`;
}

/** Appointments someone paid for, whatever became of them since. */
const paidAppts = (m: Readonly<Model>) => m.appts.filter((a) => a.paidBy !== null);

/** Paid requests and sessions not moved yet whose start is more than a day away. */
const movable = (m: Readonly<Model>) =>
  m.appts.filter(
    (a) =>
      (a.status === 'pending' || a.status === 'accepted') &&
      a.movedFrom === null &&
      m.now <= m.slots[a.slot]!.startsAt - DAY_MS,
  );
