// bench/soak-results.md: the per-minute table, the verdict and the data check of one soak run.
import { machineSummary } from './report.mjs';
import { MIX, REFERENCE_RATE } from './soak-flows.mjs';

const fixed = (value, digits = 0) => (Number.isFinite(value) ? value.toFixed(digits) : 'n/a');
const line = (cells) => `| ${cells.join(' | ')} |`;
const HEADER = [
  'minute',
  'requests',
  'req/s',
  'errors',
  'p50 ms',
  'p99 ms',
  'max ms',
  'RSS mean MiB',
  'RSS max MiB',
  'server CPU %',
  'CPU wait %',
  'disk sleep %',
  'written MiB',
  'load avg',
];

function minuteRows({ rows, server, warmupSeconds }) {
  return rows.map((row, minute) => {
    const seconds = minute === 0 ? warmupSeconds : 60;
    const figures = server[minute];
    return line([
      minute === 0 ? `warm-up (${warmupSeconds} s)` : String(minute),
      String(row.requests),
      fixed(row.requests / seconds, 1),
      String(row.errors),
      fixed(row.p50, 1),
      fixed(row.p99, 1),
      fixed(row.max, 0),
      fixed(figures.mean, 0),
      fixed(figures.max, 0),
      fixed(figures.used * 100, 0),
      fixed(figures.waited * 100, 0),
      fixed(figures.diskSleep * 100, 0),
      fixed(figures.writtenMiB, 0),
      fixed(figures.load, 1),
    ]);
  });
}

const mixText = (rate) =>
  Object.entries(MIX)
    .map(([name, perSecond]) => `${name} ${fixed((perSecond * rate) / REFERENCE_RATE, 2)}/s`)
    .join(', ');

const compactStatuses = (statuses) =>
  Object.entries(statuses)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([label, codes]) => `${label} ${JSON.stringify(codes)}`)
    .join('; ');

export function renderSoakReport({
  title,
  machine,
  versions,
  spec,
  rows,
  server,
  summary,
  check,
  verdict,
  serverErrors,
}) {
  const passed = verdict.every((item) => item.met);
  const { tally } = summary;
  return [
    `# ${title}`,
    '',
    `Machine: ${machineSummary(machine)}, database: ${machine.postgres}; ${versions}. Server pinned to ` +
      'CPU 1, traffic generator to CPU 0.',
    '',
    `Traffic: ${spec.minutes} minutes after a ${spec.warmupSeconds} s warm-up, open loop at a steady ` +
      `~${spec.rate} requests/s (visits per second: ${mixText(spec.rate)}; the admin's round every 5 s). ` +
      'Latency is measured by the client, from sending to the last byte of the answer.',
    '',
    line(HEADER),
    line(HEADER.map(() => '---')),
    ...minuteRows({ rows, server, warmupSeconds: spec.warmupSeconds }),
    '',
    `## Verdict: ${passed ? 'PASS' : '**FAIL**'}`,
    '',
    line(['criterion', 'observed', 'met']),
    line(['---', '---', '---']),
    ...verdict.map((item) => line([item.rule, item.observed, item.met ? 'met' : '**missed**'])),
    '',
    '- Server columns, from /proc/<pid>: RSS (VmRSS) sampled every 5 s; CPU % is the CPU time of ' +
      "all the server's threads per second; CPU wait % the share of the minute its event loop was " +
      'ready to run but waited for CPU 1 (schedstat), i.e. time taken by other processes on this ' +
      'shared machine; disk sleep % the share of 250 ms samples that found the event loop in ' +
      'uninterruptible (disk) sleep; written MiB what it wrote to storage (io). Load avg is the ' +
      "machine's 1-minute load average at the end of the minute (2 CPUs).",
    `- Visits: ${JSON.stringify(summary.visits)}.`,
    `- Outcomes seen by the soak: ${JSON.stringify(tally)}; ${summary.decisionsWaiting} paid requests ` +
      'still waiting for the admin at the end.',
    `- Answers by step: ${compactStatuses(summary.statuses)}.`,
    `- Data check after the server stopped: ${JSON.stringify(check.problems)}; orders ` +
      `${check.payments.map((r) => `${r.purpose}/${r.status} ${r.count}`).join(', ')}; appointments from ` +
      `today on ${check.appointments.map((r) => `${r.status} ${r.count}`).join(', ')}.`,
    ...(summary.firstErrors.length ? [`- First errors: ${summary.firstErrors.join(' · ')}`] : []),
    ...(serverErrors.length ? [`- First errors the server logged: ${serverErrors.join(' · ')}`] : []),
    '',
  ].join('\n');
}
