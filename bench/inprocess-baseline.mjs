// In-process baselines on a bench database: the same SQL, transaction and argon2 work as the
// server, without HTTP. Run with `node --import tsx`; reads one JSON command per stdin line
// ({ op, duration, concurrency, slots? }) and answers one JSON line each.
import { randomUUID } from 'node:crypto';
import { createInterface } from 'node:readline';
import { performance } from 'node:perf_hooks';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { verify } from '@node-rs/argon2';
import { addCalendarDays, BOOKING_WINDOW_DAYS, isBookableSlot, readIstClock } from '@sukoon/contract';
import { loadConfig } from '../apps/api/src/config/env.ts';
import { installDataKey } from '../apps/api/src/lib/sealed-text.ts';
import { sealReason } from '../apps/api/src/db/sealed-places.ts';
import { openDatabase } from '../apps/api/src/db/client.ts';
import { appointments, counsellors, users } from '../apps/api/src/db/schema/index.ts';
import { hashPassword } from '../apps/api/src/lib/passwords.ts';
import { createTokenService } from '../apps/api/src/lib/tokens.ts';
import { createDiscardingMailer } from '../apps/api/src/lib/mailer.ts';
import { createPaymentGateway } from '../apps/api/src/lib/payment-gateways/payment-gateway.ts';
import { listTakenSlots } from '../apps/api/src/modules/appointments/appointment-holds-repository.ts';
import { prepareSessionLookup } from '../apps/api/src/plugins/auth.ts';
import {
  freeSlotsOf,
  fullSlots,
  loadActiveCalendars,
  loadBookedKeys,
  nextFreeOf,
} from '../apps/api/src/lib/free-slots.ts';
import { createOrdersService } from '../apps/api/src/modules/payments/orders-service.ts';
import { createAppointmentPurchaseHandler } from '../apps/api/src/modules/appointments/appointment-purchase.ts';
import { createAppointmentEvents } from '../apps/api/src/modules/appointments/appointment-events.ts';
import { createNotifications } from '../apps/api/src/modules/notifications/notifications-service.ts';
import { createConsentsService } from '../apps/api/src/modules/consents/consents-service.ts';
import { createIntakesService } from '../apps/api/src/modules/intakes/intakes-service.ts';
import { createCoursePurchaseHandler } from '../apps/api/src/modules/enrolments/course-purchase.ts';
import { createWebinarPurchaseHandler } from '../apps/api/src/modules/enrolments/webinar-purchase.ts';
import { readFileSync } from 'node:fs';

const fixture = JSON.parse(readFileSync(process.argv[2], 'utf8'));
const config = loadConfig(process.env);
// The server seals appointment reasons with this key (DATA_DIR's, or DATA_ENCRYPTION_KEY); so does this process.
installDataKey(config.dataEncryptionKey);
const database = await openDatabase(config);
const { db } = database;
const ctx = {
  config,
  db,
  tokens: createTokenService(config.jwtSecret),
  mailer: createDiscardingMailer(config),
  now: () => new Date(),
  paymentGateway: createPaymentGateway(config.payment),
};
// The purchase handlers as services.ts builds them.
const orders = createOrdersService({
  ...ctx,
  handlers: {
    course: createCoursePurchaseHandler(ctx),
    webinar: createWebinarPurchaseHandler(ctx),
    appointment: createAppointmentPurchaseHandler({
      events: createAppointmentEvents({ notifications: createNotifications(ctx) }),
      consents: createConsentsService(ctx),
      intakes: createIntakesService(ctx),
    }),
  },
});
const passwordHash = await hashPassword(fixture.password);
const findSession = prepareSessionLookup(db);

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

/** `concurrency` loops calling `operation` until `duration` seconds pass. */
async function measure({ duration, concurrency }, operation) {
  const latencies = [];
  const outcomes = {};
  let next = 0;
  const started = performance.now();
  const deadline = started + duration * 1000;
  const worker = async () => {
    while (performance.now() < deadline) {
      const t0 = performance.now();
      const outcome = await operation(next++);
      latencies.push(performance.now() - t0);
      outcomes[outcome] = (outcomes[outcome] ?? 0) + 1;
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    rps: latencies.length / seconds,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    outcomes,
  };
}

/** What GET /api/appointments/get runs for a user: the same auth lookup, then the window's taken slots. */
async function listAsUser(i) {
  const user = fixture.users[i % fixture.users.length];
  await findSession.execute({ id: user.id });
  const now = new Date();
  const { today } = readIstClock(now);
  await listTakenSlots(db, today, addCalendarDays(today, BOOKING_WINDOW_DAYS), now);
  return 'ok';
}

/** The counsellors' figures (P7): four counsellors join after P1–P5, each with a few booked hours. */
async function addCounsellors() {
  const now = new Date();
  const { today } = readIstClock(now);
  const people = await db
    .insert(users)
    .values(
      [0, 1, 2, 3].map((n) => ({
        firstName: `Counsellor${n}`,
        lastName: 'Bench',
        email: `bench-counsellor-${n}@example.org`,
        role: 'counsellor',
        passwordHash,
      })),
    )
    .returning({ id: users.id });
  const rows = await db
    .insert(counsellors)
    .values(
      people.map(({ id }, n) => ({
        userId: id,
        slug: `counsellor${n}-bench`,
        title: 'Counselling Psychologist',
        bio: 'Listens first. '.repeat(20),
        languages: ['English', 'Hindi'],
        specialities: ['anxiety', 'depression'],
      })),
    )
    .returning({ id: counsellors.id });
  // Every counsellor has the afternoons of the next three days booked.
  await db.insert(appointments).values(
    rows.flatMap(({ id }) =>
      [1, 2, 3].flatMap((day) =>
        [14, 15, 16].map((slot) => {
          // The reason is sealed for its row (decision 021), so the row's id is made here.
          const appointmentId = randomUUID();
          return {
            id: appointmentId,
            userId: fixture.users[0].id,
            counsellorId: id,
            date: addCalendarDays(today, day),
            slot,
            reason: sealReason(appointmentId, 'Benchmark booked session'),
            status: 'accepted',
          };
        }),
      ),
    ),
  );
  return rows.map(({ id }) => id);
}

/** What the public counsellor list computes: calendars, booked hours, each one's soonest free hour. */
async function listCounsellors() {
  const now = new Date();
  const calendars = await loadActiveCalendars(db, now);
  const booked = await loadBookedKeys(db, now);
  nextFreeOf(calendars, booked, now);
  await db.select().from(counsellors).where(eq(counsellors.active, true));
  return 'ok';
}

const slotsOf = (ids) => async (i) => {
  const now = new Date();
  const calendars = await loadActiveCalendars(db, now, [ids[i % ids.length]]);
  const booked = await loadBookedKeys(db, now);
  if (calendars[0]) freeSlotsOf(calendars[0], booked, now);
  return 'ok';
};

/** P3 with counsellors: the hours at which nobody is free. */
async function fullAsUser(i) {
  const user = fixture.users[i % fixture.users.length];
  await findSession.execute({ id: user.id });
  const now = new Date();
  const calendars = await loadActiveCalendars(db, now);
  fullSlots(calendars, await loadBookedKeys(db, now), now);
  return 'ok';
}

const holdAsUser = (slots) => async (i) => {
  const user = fixture.users[i % fixture.users.length];
  const slot = slots[i % slots.length];
  try {
    // Each benchmark user stands for a different person on a different address.
    await orders.placeOrder(
      user.id,
      { purpose: 'appointment', counsellingConsent: true, ...slot, reason: 'Benchmark hold request' },
      `bench-${user.id}`,
    );
    return 'ok';
  } catch (error) {
    return error?.code ?? 'error';
  }
};

const verifyPassword = async () => ((await verify(passwordHash, fixture.password)) ? 'ok' : 'wrong');

/** Live appointments per counsellor and slot (must never exceed one) and how many holds are open. */
async function checkSlots() {
  const live = ['awaiting_payment', 'pending', 'accepted'];
  const duplicates = await db
    .select({ date: appointments.date, slot: appointments.slot, count: sql`count(*)`.mapWith(Number) })
    .from(appointments)
    .where(inArray(appointments.status, live))
    // One per counsellor and hour; those without a counsellor share the one calendar (null).
    .groupBy(appointments.counsellorId, appointments.date, appointments.slot)
    .having(sql`count(*) > 1`);
  const [holds] = await db
    .select({ count: sql`count(*)`.mapWith(Number) })
    .from(appointments)
    .where(and(eq(appointments.status, 'awaiting_payment')));
  return { duplicateLiveSlots: duplicates.length, openHolds: holds?.count ?? 0 };
}

/** Every slot of the booking window that can still be held now. */
function bookableSlots() {
  const now = new Date();
  const { today } = readIstClock(now);
  const days = Array.from({ length: BOOKING_WINDOW_DAYS + 1 }, (_, day) => addCalendarDays(today, day));
  const hours = Array.from({ length: 12 }, (_, n) => 9 + n);
  return days
    .flatMap((date) => hours.map((slot) => ({ date, slot })))
    .filter(({ date, slot }) => isBookableSlot(date, slot, now));
}

const operations = {
  slots: async () => bookableSlots(),
  p3: (command) => measure(command, listAsUser),
  p4: (command) => measure(command, holdAsUser(command.slots)),
  argon2: (command) => measure(command, verifyPassword),
  check: () => checkSlots(),
  addCounsellors: () => addCounsellors(),
  p7list: (command) => measure(command, listCounsellors),
  p7slots: (command) => measure(command, slotsOf(command.ids)),
  p7full: (command) => measure(command, fullAsUser),
};

console.log(JSON.stringify({ ready: true }));
for await (const line of createInterface({ input: process.stdin })) {
  const command = JSON.parse(line);
  if (command.op === 'exit') break;
  console.log(JSON.stringify(await operations[command.op](command)));
}
await database.close();
// stdin stays open after the last command; nothing else is left to do.
process.exit(0);
