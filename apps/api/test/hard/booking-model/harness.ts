import {
  BOOKING_WINDOW_DAYS,
  addCalendarDays,
  defaultWeeklyHours,
  istInstant,
  type WeeklyHours,
} from '@sukoon/contract';
import type { TestApp } from '../../test-app.ts';
import type { FakeRazorpay } from '../../fake-razorpay.ts';
import { createUserWithToken, type TestUser } from '../../users-fixture.ts';
import { createRazorpayTestApp } from '../../razorpay-test-app.ts';
import type { Model } from './model.ts';
import {
  createCounsellor,
  deactivateAllCounsellors,
  type TestCounsellor,
} from '../../../src/modules/appointments/counsellor-test-kit.ts';

export const CLIENTS = 2;
/** Runs take turns: the spec's one calendar, one counsellor, three counsellors. */
const COUNSELLORS_BY_RUN = [0, 1, 3];
/** The first date of run 0; each run gets the next three days, so runs never share a slot. */
const FIRST_DAY = '2030-01-07';
const DAYS_PER_RUN = 3;
/** The hour the model's counsellors never see clients at: a move there is refused. */
const OFF_HOUR = 15;
const WEEKLY_HOURS = Object.fromEntries(
  Object.entries(defaultWeeklyHours()).map(([day, hours]) => [
    day,
    hours.filter((hour) => hour !== OFF_HOUR),
  ]),
) as WeeklyHours;

/** The shared app, gateway and clock of a test file; runs are isolated by their own dates and users. */
export interface Harness {
  t: TestApp;
  fake: FakeRazorpay;
  clock: { now: Date };
  admin: TestUser;
  /** Counts runs (shrinking included) so each gets dates nobody used before. */
  runs: number;
  /** Which interesting paths the runs took, summed over the file. */
  stats: Map<string, number>;
  close(): Promise<void>;
}

export async function startHarness(): Promise<Harness> {
  const clock = { now: new Date(`${FIRST_DAY}T06:00:00.000Z`) };
  const { t, fake } = await createRazorpayTestApp(
    clock,
    // The model has an owed refund wait for the next delivery or the admin's retry; a timer
    // retrying it in the background would race the commands.
    { REFUND_RETRY_MINUTES: '0' },
    // Mails are not what this models; writing them to the outbox would only cost time.
    { mailer: { send: async () => undefined } },
  );
  const admin = await createUserWithToken(t, 'admin');
  return {
    t,
    fake,
    clock,
    admin,
    runs: 0,
    stats: new Map(),
    // Closes the fake gateway too.
    close: () => t.close(),
  };
}

export interface Real {
  h: Harness;
  users: TestUser[];
  /** Each client calls from its own address, so /api/create's per-address rate limit never bites. */
  addresses: string[];
  /** The gateway's refunds before this run; later ones are this run's. */
  refundsBefore: number;
  /** This run's active counsellors, by the model's index. */
  counsellorIds: string[];
  /** Their accounts, to act as the session's counsellor. */
  counsellors: TestCounsellor[];
}

export interface World {
  model: Model;
  real: Real;
}

/** A run's world; `counsellors` fixes how many (else they take turns across runs). */
export async function newWorld(h: Harness, counsellors?: number): Promise<World> {
  const run = h.runs++;
  const counsellorCount = counsellors ?? COUNSELLORS_BY_RUN[run % COUNSELLORS_BY_RUN.length]!;
  const today = addCalendarDays(FIRST_DAY, DAYS_PER_RUN * run);
  const tomorrow = addCalendarDays(today, 1);
  const dayAfter = addCalendarDays(today, 2);
  const now = istInstant(today, '12:30').getTime();
  h.clock.now = new Date(now);
  h.fake.failNext(0);
  // Slots 0 to 5 are held and booked; 6 and 7 are only where a client tries to move a session.
  // A move is allowed until 24 hours before the start: slot 4 (25.5 hours ahead) for the first 90
  // minutes of a run, slot 5 (45.5 hours ahead) all run long, the others never.
  const slots = (
    [
      [today, 13],
      [tomorrow, 10],
      [tomorrow, 11],
      [tomorrow, 12],
      [tomorrow, 14],
      [dayAfter, 10],
      [dayAfter, OFF_HOUR],
      [addCalendarDays(today, BOOKING_WINDOW_DAYS + 1), 10],
    ] as const
  ).map(([date, hour]) => ({
    date,
    hour,
    startsAt: istInstant(date, `${String(hour).padStart(2, '0')}:00`).getTime(),
    offHours: hour === OFF_HOUR,
  }));
  const users = await Promise.all(Array.from({ length: CLIENTS }, () => createUserWithToken(h.t)));
  // Earlier runs' counsellors take no new bookings: only this run's are in the running.
  await deactivateAllCounsellors(h.t);
  const accounts: TestCounsellor[] = [];
  for (let i = 0; i < counsellorCount; i += 1) {
    // Joined in index order, a second apart, so ties in "any" go to the lower index as in the model.
    const createdAt = new Date(Date.UTC(2020, 0, 1, 0, 0, i));
    accounts.push(
      await createCounsellor(h.t, { firstName: `Model${i}`, createdAt, weeklyHours: WEEKLY_HOURS }),
    );
  }
  const counsellorIds = accounts.map((c) => c.counsellorId);
  return {
    model: {
      now,
      slots,
      appts: [],
      orders: [],
      failedOrders: 0,
      gatewayDown: false,
      counsellors: counsellorIds.map(() => ({ lastAssigned: null })),
      stats: h.stats,
    },
    real: {
      counsellorIds,
      counsellors: accounts,
      h,
      users,
      addresses: users.map((_, i) => `10.${(run >> 8) & 255}.${run & 255}.${i + 1}`),
      refundsBefore: h.fake.refunds.length,
    },
  };
}
