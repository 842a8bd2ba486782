// npm run bench:pages [-- --sizes-only] [-- --runs N] [-- --items N] [-- --save-reports DIR]: bundle sizes of the built web app, then
// Lighthouse (default mobile settings) on the public pages served by the production server.
// Builds first if the build is missing. Writes bench/pages-results.md.
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { format, resolveConfig } from 'prettier';
import { measureBundles } from './pages-sizes.mjs';
import { auditPages } from './lighthouse.mjs';
import { startProductionServer } from './pages-server.mjs';

const PAGES = [
  '/',
  // The home page in the two other languages (decision 018): it must score as the English one does.
  { path: '/', language: 'hi' },
  { path: '/', language: 'mr' },
  '/courses',
  '/blog',
  '/Webinar',
  '/login',
];

/** One seeded post's and one seeded course's own pages: their addresses are known only at run time. */
async function contentPages(url) {
  const read = async (path) => {
    const response = await fetch(`${url}${path}`);
    if (!response.ok) throw new Error(`${path}: ${response.status}`);
    return response.json();
  };
  const [post] = await read('/api/blog/read');
  const [course] = await read('/api/courses/read');
  if (!post || !course) throw new Error('the demo content has no blog post or no course');
  return [`/blog/${post.slug}`, `/courseInfo/${course._id}`];
}
const TARGETS = { performance: 95, accessibility: 100, 'best-practices': 95, seo: 95 };

const args = process.argv.slice(2);
const runsArg = args.indexOf('--runs');
const runs = runsArg >= 0 ? Number(args[runsArg + 1]) : 3;
const itemsArg = args.indexOf('--items');
const items = itemsArg >= 0 ? Number(args[itemsArg + 1]) : undefined;
// A grown catalogue's scores are kept apart from the demo content's.
const RESULTS_FILE = new URL(items ? `./pages-results-${items}.md` : './pages-results.md', import.meta.url);
const saveArg = args.indexOf('--save-reports');
const saveDir = saveArg >= 0 ? path.resolve(args[saveArg + 1]) : undefined;
const started = Date.now();
const log = (message) =>
  console.error(`[bench:pages ${((Date.now() - started) / 1000).toFixed(0)}s] ${message}`);

execFileSync(process.execPath, ['scripts/build-if-changed.mjs'], { stdio: 'inherit' });

const bundles = measureBundles();
console.log(bundles.lines.join('\n'));
if (!bundles.met) process.exitCode = 1;

if (!args.includes('--sizes-only')) {
  const loadBefore = os.loadavg()[0];
  const server = await startProductionServer({ items });
  let rows;
  try {
    log(`server at ${server.url}; Lighthouse, ${runs} runs per page`);
    if (saveDir) mkdirSync(saveDir, { recursive: true });
    rows = await auditPages(server.url, [...PAGES, ...(await contentPages(server.url))], runs, {
      log,
      saveDir,
    });
  } finally {
    await server.stop();
  }
  const loadAfter = os.loadavg()[0];

  const ms = (value) => `${Math.round(value)} ms`;
  const met = (row) => Object.entries(TARGETS).every(([id, target]) => row.scores[id] >= target);
  const table = [
    '| page | Performance | Accessibility | Best Practices | SEO | FCP | LCP | TBT | CLS | targets |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
    ...rows.map(
      (row) =>
        `| ${row.page} | ${row.scores.performance} | ${row.scores.accessibility} | ${row.scores['best-practices']} | ` +
        `${row.scores.seo} | ${ms(row.metrics['first-contentful-paint'])} | ${ms(row.metrics['largest-contentful-paint'])} | ` +
        `${ms(row.metrics['total-blocking-time'])} | ${row.metrics['cumulative-layout-shift'].toFixed(3)} | ` +
        `${met(row) ? 'met' : '**missed**'} |`,
    ),
  ];
  const failing = rows.filter((row) => row.failing.length > 0);
  console.log(`\n${table.join('\n')}`);
  for (const row of failing)
    console.log(`${row.page}: short of full marks (each run): ${row.failing.join(', ')}`);

  const cpus = os.cpus();
  const report = [
    `# Sukoon pages — Lighthouse and bundle sizes — ${new Date().toISOString()}`,
    '',
    `Machine: ${cpus.length} CPUs (${cpus[0]?.model ?? 'unknown'}), ${(os.totalmem() / 1024 ** 3).toFixed(1)} GiB RAM, ` +
      `load average (1 min) ${loadBefore.toFixed(1)} before and ${loadAfter.toFixed(1)} after the runs; ` +
      `node ${process.version}, Lighthouse ${rows[0].lighthouse}, Chromium ${rows[0].chrome} (headless).`,
    '',
    `Lighthouse's default mobile settings (simulated slow 4G, 4× CPU slowdown, Moto G Power screen), ` +
      `${runs} runs per page, each in a fresh browser; every column is the median of its runs. The pages are ` +
      'served by the production server (`apps/api/dist/server.js`) with the demo content it seeds' +
      (items ? `, grown to ${items} posts and ${items} courses (older copies of the demo ones). ` : '. ') +
      'Targets: ' +
      'Performance ≥ 95, Accessibility 100, Best Practices ≥ 95, SEO ≥ 95. Scores move with the load of the ' +
      'machine (Total Blocking Time most).',
    '',
    ...table,
    '',
    ...(failing.length
      ? [
          'Scored audits short of full marks in at least one run (their value in each run):',
          '',
          ...failing.map((row) => `- ${row.page}: ${row.failing.join(', ')}`),
          '',
        ]
      : []),
    '## Bundle sizes (brotli, quality 11)',
    '',
    ...bundles.lines,
    '',
  ].join('\n');
  // Formatted as `npm run lint` (prettier --check) expects the committed file to be.
  const prettierOptions = (await resolveConfig(RESULTS_FILE)) ?? {};
  writeFileSync(RESULTS_FILE, await format(report, { ...prettierOptions, parser: 'markdown' }));
  log(`wrote ${RESULTS_FILE.pathname}`);
  if (!rows.every(met)) process.exitCode = 1;
}
