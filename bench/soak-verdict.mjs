// The soak's pass criteria. Each is { rule, observed, met }; the run passes when all are met.

export const MEMORY_GROWTH_LIMIT = 0.2;
export const P99_GROWTH_LIMIT = 2;
/**
 * Below this a p99 is mostly timer and scheduler noise on a shared machine; a window's p99
 * counts as at least this much, so 3 ms → 7 ms does not fail the run.
 */
export const P99_FLOOR_MS = 10;

const ms = (value) => `${value.toFixed(1)} ms`;
const mib = (value) => `${value.toFixed(0)} MiB`;

/**
 * DB counts against what the server confirmed to the soak: [database, confirmed, unanswered]. A
 * request that timed out may still have taken effect, so the database may hold up to that many more.
 */
function agreements(check, tally) {
  const paid = (purpose, status) =>
    check.payments.find((row) => row.purpose === purpose && row.status === status)?.count ?? 0;
  const booked = (status) => check.appointments.find((row) => row.status === status)?.count ?? 0;
  const unanswered = (kind) => tally.unanswered[kind] ?? 0;
  return {
    'paid course orders = courses the soak paid for': [
      paid('course', 'paid'),
      tally.coursesPaid,
      unanswered('coursesPaid'),
    ],
    'paid webinar orders = webinar seats the soak paid for': [
      paid('webinar', 'paid'),
      tally.webinarsPaid,
      unanswered('webinarsPaid'),
    ],
    'paid or refunded appointment orders = appointments the soak paid for': [
      paid('appointment', 'paid') + paid('appointment', 'refunded'),
      tally.appointmentsPaid,
      unanswered('appointmentsPaid'),
    ],
    'refunded appointment orders = requests the admin rejected': [
      paid('appointment', 'refunded'),
      tally.appointmentsRejected,
      unanswered('appointmentsRejected'),
    ],
    'accepted appointments = requests the admin accepted': [
      booked('accepted'),
      tally.appointmentsAccepted,
      unanswered('appointmentsAccepted'),
    ],
  };
}

const agrees = ([db, confirmed, unanswered]) => db >= confirmed && db <= confirmed + unanswered;

/** Minutes in which the server's event loop waited for a CPU more than half the time. */
const STARVED = 0.5;

export function judge({ summary, rows, server, check, serverErrors, serverExit, minutes }) {
  const errors = summary.errors + summary.otherFailures + summary.shedVisits + serverErrors;
  const firstRss = server[1].mean;
  const endRss = server[minutes].mean;
  const growth = endRss / firstRss - 1;
  const { first, last, span } = summary.window;
  const p99Limit = P99_GROWTH_LIMIT * Math.max(first.p99, P99_FLOOR_MS);
  const problems = Object.entries(check.problems).filter(([, count]) => count !== 0);
  const counts = Object.entries(agreements(check, summary.tally));
  const mismatches = counts.filter(([, figures]) => !agrees(figures));
  const leeway = counts.filter(([, [, , unanswered]]) => unanswered > 0);
  const starved = rows
    .map((row, minute) => ({ minute, errors: row.errors, waited: server[minute].waited }))
    .filter(({ minute, waited }) => minute > 0 && waited > STARVED);
  const starvedErrors = starved.reduce((sum, { errors }) => sum + errors, 0);
  const spanText = span === 1 ? 'minute' : `${span} minutes`;
  return [
    {
      rule:
        'No error: no 5xx, unexpected status or network error, no visit shed, no error logged by ' +
        'the server, a clean stop',
      observed:
        `${summary.errors} request errors, ${summary.otherFailures} soak faults, ${summary.shedVisits} ` +
        `shed visits, ${serverErrors} server error logs, server exit ${serverExit}` +
        (starved.length
          ? `; ${starvedErrors} of the request errors fell in minute${starved.length > 1 ? 's' : ''} ` +
            `${starved.map(({ minute }) => minute).join(', ')}, when the server waited for a CPU ` +
            `more than ${STARVED * 100} % of the time`
          : ''),
      met: errors === 0 && serverExit === 'code 0',
    },
    {
      rule:
        `Memory: server RSS in the last minute ≤ ${1 + MEMORY_GROWTH_LIMIT}× the first minute's ` +
        '(each the mean of its 5 s samples)',
      observed: `${mib(firstRss)} → ${mib(endRss)} (${growth >= 0 ? '+' : ''}${(growth * 100).toFixed(1)} %)`,
      met: growth <= MEMORY_GROWTH_LIMIT,
    },
    {
      rule:
        `Latency: p99 of the last ${spanText} ≤ ${P99_GROWTH_LIMIT}× p99 of the first ${spanText} ` +
        `(the first counted as at least ${P99_FLOOR_MS} ms)`,
      observed: `${ms(first.p99)} → ${ms(last.p99)} (limit ${ms(p99Limit)})`,
      met: last.p99 <= p99Limit,
    },
    {
      rule:
        'Data: no slot with two live appointments, every paid order fulfilled exactly once, refunds ' +
        'undone, and the database agrees with what the server confirmed to the soak (allowing ' +
        'requests that timed out to have taken effect)',
      observed:
        problems.length || mismatches.length
          ? [
              ...problems.map(([name, count]) => `${name}: ${count}`),
              ...mismatches.map(
                ([name, [db, seen, unanswered]]) =>
                  `${name}: database ${db}, confirmed ${seen} (+${unanswered} unanswered)`,
              ),
            ].join('; ')
          : `all ${Object.keys(check.problems).length} invariants hold; ${counts.length} counts agree` +
            (leeway.length
              ? ` (${leeway
                  .map(
                    ([name, [db, seen, unanswered]]) =>
                      `${name.split(' = ')[0]}: ${db} for ${seen} confirmed and ${unanswered} unanswered`,
                  )
                  .join('; ')})`
              : ''),
      met: problems.length === 0 && mismatches.length === 0,
    },
  ];
}
