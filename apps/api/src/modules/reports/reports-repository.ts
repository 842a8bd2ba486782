import { and, asc, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import { IST_OFFSET_MINUTES } from '@sukoon/contract';
import type { DbOrTx } from '../../db/client.ts';
import { appointmentOutcomes, appointments, counsellors, payments, users } from '../../db/schema/index.ts';

/** `YYYY-MM` of an instant column in IST (the offset is a constant, so GROUP BY matches SELECT). */
const istMonth = (column: typeof payments.paidAt | typeof payments.refundedAt): SQL<string> =>
  sql<string>`to_char((${column} at time zone 'UTC') + interval '${sql.raw(String(IST_OFFSET_MINUTES))} minutes', 'YYYY-MM')`;

/** Money taken per IST month and purpose, by payment date; refunded payments count here too. */
export function sumIncomeByMonth(db: DbOrTx, from: Date, until: Date) {
  const month = istMonth(payments.paidAt);
  return db
    .select({ month, purpose: payments.purpose, paise: sql<string>`sum(${payments.amountPaise})` })
    .from(payments)
    .where(
      and(
        inArray(payments.status, ['paid', 'refunded']),
        gte(payments.paidAt, from),
        lt(payments.paidAt, until),
      ),
    )
    .groupBy(month, payments.purpose);
}

/** Money given back per IST month, by refund date. */
export function sumRefundsByMonth(db: DbOrTx, from: Date, until: Date) {
  const month = istMonth(payments.refundedAt);
  return db
    .select({ month, paise: sql<string>`sum(${payments.amountPaise})` })
    .from(payments)
    .where(
      and(eq(payments.status, 'refunded'), gte(payments.refundedAt, from), lt(payments.refundedAt, until)),
    )
    .groupBy(month);
}

/** Sessions on IST days `fromDay` … before `untilDay`, per counsellor (null: the one calendar). */
export function countSessionsByCounsellor(db: DbOrTx, fromDay: string, untilDay: string) {
  const count = (condition: SQL) => sql<string>`count(*) filter (where ${condition})`;
  return db
    .select({
      counsellorId: appointments.counsellorId,
      firstName: users.firstName,
      lastName: users.lastName,
      completed: count(sql`${appointmentOutcomes.outcome} = 'completed'`),
      noShow: count(sql`${appointmentOutcomes.outcome} = 'no_show'`),
      accepted: count(sql`${appointments.status} = 'accepted' and ${appointmentOutcomes.outcome} is null`),
      cancelled: count(sql`${appointments.status} = 'cancelled'`),
    })
    .from(appointments)
    .leftJoin(appointmentOutcomes, eq(appointmentOutcomes.appointmentId, appointments.id))
    .leftJoin(counsellors, eq(counsellors.id, appointments.counsellorId))
    .leftJoin(users, eq(users.id, counsellors.userId))
    .where(
      and(
        inArray(appointments.status, ['accepted', 'cancelled']),
        gte(appointments.date, fromDay),
        lt(appointments.date, untilDay),
      ),
    )
    .groupBy(appointments.counsellorId, users.firstName, users.lastName)
    .orderBy(asc(users.firstName), asc(users.lastName));
}

/** The times of the paid requests still waiting for an answer, on `today` (IST) or later. */
export function listWaitingRequestTimes(db: DbOrTx, today: string) {
  return db
    .select({ date: appointments.date, slot: appointments.slot })
    .from(appointments)
    .where(and(eq(appointments.status, 'pending'), gte(appointments.date, today)));
}

/** Active counsellors who have not set a password or linked Google yet. */
export async function countCounsellorsNotJoined(db: DbOrTx): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(counsellors)
    .innerJoin(users, eq(users.id, counsellors.userId))
    .where(
      and(
        eq(counsellors.active, true),
        sql`${users.passwordHash} is null and ${users.googleSubject} is null`,
      ),
    );
  return row?.count ?? 0;
}
