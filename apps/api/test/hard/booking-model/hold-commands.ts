import { expect } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { APPOINTMENT_FEE_PAISE, BOOKING_WINDOW_DAYS, addCalendarDays, readIstClock } from '@sukoon/contract';
import { appointments } from '../../../src/db/schema/index.ts';
import { pick, unsettled, type Cmd } from './cmd.ts';
import { CLIENTS, type Real } from './harness.ts';
import {
  VERIFY_STATUS,
  count,
  holdsSlot,
  ownLiveRow,
  planCreate,
  settle,
  type CreatePlan,
  type Model,
} from './model.ts';
import { expectStatus, post } from './requests.ts';

/** Checks the answer against the plan and records the ids the server handed out. */
async function finishCreate(
  m: Model,
  real: Real,
  user: number,
  plan: CreatePlan,
  res: LightMyRequestResponse,
) {
  expectStatus(res, plan.status, 'create');
  const { appt, reuse } = plan;
  if (!appt) return;
  if (!appt.id) {
    const { date, hour } = m.slots[appt.slot]!;
    const [row] = await real.h.t.database.db
      .select({ id: appointments.id })
      .from(appointments)
      .where(
        and(
          eq(appointments.userId, real.users[user]!.id),
          eq(appointments.date, date),
          eq(appointments.slot, hour),
          eq(appointments.status, 'awaiting_payment'),
        ),
      );
    expect(row, `no new hold: ${res.body}`).toBeDefined();
    appt.id = row!.id;
  }
  if (plan.status !== 200) return;
  const body = res.json<{ orderId: string; amount: number }>();
  expect(body.amount).toBe(APPOINTMENT_FEE_PAISE);
  if (reuse) {
    expect(body.orderId, 'the open order is handed out again').toBe(reuse.orderId);
    return;
  }
  m.orders.push({
    orderId: body.orderId,
    user,
    appt: m.appts.indexOf(appt),
    createdAt: m.now,
    status: 'created',
    refundOwed: false,
    proof: null,
    deliveries: [],
  });
}

const createOrder = (m: Model, real: Real, user: number, slot: number, choice: number | null = null) => {
  const { date, hour } = m.slots[slot]!;
  const chosen =
    choice === null || real.counsellorIds.length === 0
      ? {}
      : { counsellorId: real.counsellorIds[choice % real.counsellorIds.length] };
  return post(
    real,
    real.users[user]!,
    '/api/create',
    { purpose: 'appointment', counsellingConsent: true, date, slot: hour, reason: 'Model run', ...chosen },
    real.addresses[user],
  );
};

/**
 * POST /api/create for a slot: a new hold, the holder's renewal, or a refusal. With counsellors,
 * `choice` picks one (modulo how many there are); null is "any available counsellor".
 */
export class CreateCmd implements Cmd {
  constructor(
    readonly user: number,
    readonly slot: number,
    readonly choice: number | null = null,
  ) {}
  check = () => true;
  async run(m: Model, real: Real) {
    const choice = m.counsellors.length === 0 ? null : this.choice;
    const res = await createOrder(m, real, this.user, this.slot, choice);
    await finishCreate(m, real, this.user, planCreate(m, this.user, this.slot, choice), res);
  }
  toString = () =>
    `create(client ${this.user}, slot ${this.slot}${this.choice === null ? '' : `, counsellor ${this.choice}`})`;
}

/**
 * A payment the server has not heard of yet is verified while the other client reaches for its
 * slot. The answers must be those of one of the two orders, and the database that order's state.
 */
export class RaceHoldCmd implements Cmd {
  constructor(readonly n: number) {}
  // With the gateway down, which of the two meets the outage is a matter of timing.
  check = (m: Readonly<Model>) => !m.gatewayDown && unsettled(m).length > 0;
  async run(m: Model, real: Real) {
    const [index] = pick(unsettled(m), this.n);
    const order = m.orders[index]!;
    const other = (order.user + 1) % CLIENTS;
    const { slot } = m.appts[order.appt]!;
    const [verified, created] = await Promise.all([
      post(real, real.users[order.user]!, '/api/verify-payment', order.proof!),
      createOrder(m, real, other, slot),
    ]);
    const observed = [verified.statusCode, created.statusCode];
    const branches = [true, false].map((verifyFirst) => {
      const b: Model = { ...structuredClone({ ...m, stats: undefined }), stats: new Map() };
      const verifiedFirst = verifyFirst ? VERIFY_STATUS[settle(b, index)] : 0;
      const plan = planCreate(b, other, slot);
      const verify = verifyFirst ? verifiedFirst : VERIFY_STATUS[settle(b, index)];
      return { b, plan, statuses: [verify, plan.status], verifyFirst };
    });
    const serial = branches.find((branch) => branch.statuses.every((status, i) => status === observed[i]));
    expect(
      serial,
      `verify ${verified.statusCode} ${verified.body} | create ${created.statusCode} ${created.body}; ` +
        `serial orders would answer ${branches.map((branch) => branch.statuses.join('+')).join(' or ')}`,
    ).toBeDefined();
    Object.assign(m, { ...serial!.b, stats: m.stats });
    for (const [path, times] of serial!.b.stats) m.stats.set(path, (m.stats.get(path) ?? 0) + times);
    count(m.stats, serial!.verifyFirst ? 'late payment won the race for its slot' : 'new hold won the race');
    await finishCreate(m, real, other, serial!.plan, created);
  }
  toString = () => `race(verify + other client's create, ${this.n})`;
}

/** POST /api/appointments/book: the page's last step after paying. */
export class BookCmd implements Cmd {
  constructor(
    readonly user: number,
    readonly slot: number,
  ) {}
  check = () => true;
  async run(m: Model, real: Real) {
    const { date, hour } = m.slots[this.slot]!;
    const res = await post(real, real.users[this.user]!, '/api/appointments/book', { date, slot: hour });
    const own = ownLiveRow(m, this.user, this.slot);
    if (own?.status === 'pending' || own?.status === 'accepted') {
      return expectStatus(res, 200, 'own request');
    }
    const heldByOther = m.appts.some((a) => a.slot === this.slot && a.user !== this.user && holdsSlot(m, a));
    expectStatus(res, heldByOther ? 409 : 400, 'book without a request');
  }
  toString = () => `book(client ${this.user}, slot ${this.slot})`;
}

/** GET /api/appointments/get as a client: the taken slots of the window, this run's only. */
export class TakenCmd implements Cmd {
  constructor(readonly user: number) {}
  check = () => true;
  async run(m: Model, real: Real) {
    const res = await real.h.t.app.inject({
      method: 'GET',
      url: '/api/appointments/get',
      headers: real.users[this.user]!.headers,
    });
    expectStatus(res, 200, 'taken slots');
    const at = (slot: number) => `${m.slots[slot]!.date} ${m.slots[slot]!.hour}`;
    const ours = new Set(m.slots.map((_, slot) => at(slot)));
    const { today } = readIstClock(new Date(m.now));
    const seen = res
      .json<{ date: string; slot: number }[]>()
      .map((s) => `${s.date} ${s.slot}`)
      .filter((s) => ours.has(s));
    const window = addCalendarDays(today, BOOKING_WINDOW_DAYS);
    // The asker's own unpaid hold is theirs to pay for, not taken for them (decision 003).
    const holdsForAsker = (a: (typeof m.appts)[number]) =>
      holdsSlot(m, a) && !(a.user === this.user && a.status === 'awaiting_payment');
    // The spec's one calendar lists every held slot of the window; with counsellors, only the hours
    // at which every counsellor is held or off, and none that has begun.
    const expected =
      m.counsellors.length === 0
        ? m.appts.filter((a) => holdsForAsker(a) && m.slots[a.slot]!.date >= today).map((a) => at(a.slot))
        : m.slots
            .map((_, slot) => slot)
            .filter(
              (slot) =>
                m.now < m.slots[slot]!.startsAt &&
                m.slots[slot]!.date <= window &&
                m.counsellors.every(
                  (_, c) =>
                    m.slots[slot]!.offHours ||
                    m.appts.some((a) => a.slot === slot && a.counsellor === c && holdsForAsker(a)),
                ),
            )
            .map(at);
    expect(seen.sort()).toEqual(expected.sort());
  }
  toString = () => `taken(client ${this.user})`;
}
