// The soak's data check, run after the server has stopped: `node --import tsx bench/soak-check.mjs`
// with the server's DATA_DIR (and DATABASE_URL). Prints one JSON line of counts; soak.mjs judges them.
import { sql } from 'drizzle-orm';
import { readIstClock } from '@sukoon/contract';
import { loadConfig } from '../apps/api/src/config/env.ts';
import { installDataKey } from '../apps/api/src/lib/sealed-text.ts';
import { openDatabase } from '../apps/api/src/db/client.ts';

const LIVE = sql.raw(`('awaiting_payment', 'pending', 'accepted')`);
const BOOKED = sql.raw(`('pending', 'accepted')`);

/** Each of these must be 0. */
const invariants = (today) => ({
  slotsWithTwoLiveAppointments: sql`
    select count(*) from (
      select date, slot from appointments where status in ${LIVE} group by date, slot having count(*) > 1
    ) twice`,
  paidOrdersNotFulfilledExactlyOnce: sql`
    select count(*) from payments p where p.status = 'paid' and 1 <> case p.purpose
      when 'course' then (select count(*) from course_enrolments e where e.payment_id = p.id)
      when 'webinar' then (select count(*) from webinar_seats s where s.payment_id = p.id)
      else (select count(*) from appointments a where a.payment_id = p.id and a.status in ${BOOKED})
    end`,
  refundedOrdersStillInEffect: sql`
    select count(*) from payments p where p.status = 'refunded' and (
      exists (select 1 from course_enrolments e where e.payment_id = p.id)
      or exists (select 1 from webinar_seats s where s.payment_id = p.id)
      or exists (select 1 from appointments a where a.payment_id = p.id and a.status <> 'rejected'))`,
  refundsOwedButNotMade: sql`
    select count(*) from payments where status = 'paid' and refund_state in ('owed', 'claimed')`,
  effectsWithoutPaidOrder: sql`
    select (select count(*) from course_enrolments e join payments p on p.id = e.payment_id
              where p.status <> 'paid')
         + (select count(*) from webinar_seats s join payments p on p.id = s.payment_id
              where p.status <> 'paid')
         + (select count(*) from appointments a left join payments p on p.id = a.payment_id
              where a.status in ${BOOKED} and a.date >= ${today} and (p.id is null or p.status <> 'paid'))`,
  appointmentsPaidTwice: sql`
    select count(*) from (
      select appointment_id from payments where purpose = 'appointment' and status in ('paid', 'refunded')
      group by appointment_id having count(*) > 1
    ) twice`,
  // Money paperwork (decision 013): one invoice per payment taken, one credit note per refund,
  // and numbers 1…n in each series and financial year.
  paymentsWithoutExactlyOneInvoice: sql`
    select count(*) from payments p where p.status in ('paid', 'refunded') and 1 <>
      (select count(*) from invoices i where i.payment_id = p.id and i.series = 'INV')`,
  refundsWithoutExactlyOneCreditNote: sql`
    select count(*) from payments p where p.status = 'refunded' and 1 <>
      (select count(*) from invoices i where i.payment_id = p.id and i.series = 'CN')`,
  documentSeriesWithGaps: sql`
    select count(*) from (
      select series, financial_year from invoices group by 1, 2 having max(sequence) <> count(*)
    ) gaps`,
});

const count = async (db, query) => Number((await db.execute(query)).rows[0].count ?? 0);

const config = loadConfig(process.env);
// The server seals appointment reasons with this key (DATA_DIR's, or DATA_ENCRYPTION_KEY); so does this process.
installDataKey(config.dataEncryptionKey);
const database = await openDatabase(config);
try {
  const { db } = database;
  const { today } = readIstClock(new Date());
  const problems = {};
  for (const [name, query] of Object.entries(invariants(today))) {
    problems[name] = await count(db, sql`select (${query}) as count`);
  }
  const payments = (
    await db.execute(sql`select purpose, status, count(*) as count from payments group by 1, 2 order by 1, 2`)
  ).rows.map((row) => ({ ...row, count: Number(row.count) }));
  const appointments = (
    await db.execute(sql`select status, count(*) as count from appointments where date >= ${today}
      group by 1 order by 1`)
  ).rows.map((row) => ({ ...row, count: Number(row.count) }));
  console.log(JSON.stringify({ problems, payments, appointments }));
} finally {
  await database.close();
}
