// Medians, the markdown table and bench/results.md.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';

export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

const fixed = (value, digits = 0) => (Number.isFinite(value) ? value.toFixed(digits) : 'n/a');
const verdict = (checks) => (checks.every(Boolean) ? 'met' : '**missed**');

/** rounds: [{ candidate, baseline }] of load figures; targets: { ratio?, p99? }. */
export function compareRow(figure, rounds, targets) {
  const ratio = median(rounds.map(({ candidate, baseline }) => candidate.rps / baseline.rps));
  const p99 = median(rounds.map(({ candidate }) => candidate.p99));
  const targetText = [
    targets.ratio ? `≥ ${targets.ratio.toFixed(2)}×` : '',
    targets.p99 ? `p99 ≤ ${targets.p99} ms` : '',
  ]
    .filter(Boolean)
    .join(', ');
  return {
    figure,
    candidate: `${fixed(median(rounds.map((r) => r.candidate.rps)))} req/s`,
    baseline: `${fixed(median(rounds.map((r) => r.baseline.rps)))} req/s`,
    ratio: `${fixed(ratio, 2)}×`,
    p99: `${fixed(p99)} ms (base ${fixed(median(rounds.map((r) => r.baseline.p99)), 1)} ms)`,
    target: targetText,
    met: verdict([!targets.ratio || ratio >= targets.ratio, !targets.p99 || p99 <= targets.p99]),
  };
}

/** The machine and how busy it was, shared by the bench's and the soak's reports. */
export const machineSummary = (machine) =>
  `${machine.nproc} CPUs (${machine.cpu}), ${machine.ramGiB} GiB RAM, load average ${machine.loadBefore} ` +
  `before and ${machine.loadAfter()} after the run; node ${machine.node}`;

const HEADER = ['figure', 'candidate', 'baseline', 'ratio (median)', 'p99 (median)', 'target', 'met'];

export function renderReport({ title, machine, rows, notes }) {
  const line = (cells) => `| ${cells.join(' | ')} |`;
  return [
    `# ${title}`,
    '',
    `Machine: ${machineSummary(machine)}, autocannon ${machine.autocannon}, database: ${machine.postgres}. ` +
      'Server and baselines pinned to CPU 1, load generator to CPU 0; three alternating rounds, medians shown.',
    '',
    line(HEADER),
    line(HEADER.map(() => '---')),
    ...rows.map((row) =>
      line([row.figure, row.candidate, row.baseline, row.ratio, row.p99, row.target, row.met]),
    ),
    '',
    ...notes.map((note) => `- ${note}`),
    '',
  ].join('\n');
}

/** results.md keeps one section per database, so a PostgreSQL run leaves the PGlite one in place. */
export function writeReport(file, database, markdown) {
  const sections = { pglite: '', postgres: '' };
  const existing = existsSync(file) ? readFileSync(file, 'utf8') : '';
  for (const [, name, body] of existing.matchAll(/<!-- bench:(\w+) -->\n([\s\S]*?)<!-- \/bench:\1 -->/g)) {
    sections[name] = body;
  }
  sections[database] = markdown;
  const body = Object.entries(sections)
    .filter(([, text]) => text)
    .map(([name, text]) => `<!-- bench:${name} -->\n${text}<!-- /bench:${name} -->\n`)
    .join('\n');
  writeFileSync(file, body);
}
