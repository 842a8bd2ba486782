// Lighthouse, run programmatically with its default (mobile) settings against a headless Chromium
// that this module starts and stops itself: no downloaded browser, no chrome-launcher.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';

export const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--no-default-browser-check',
];

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const METRICS = [
  'first-contentful-paint',
  'largest-contentful-paint',
  'total-blocking-time',
  'cumulative-layout-shift',
];

async function startChrome() {
  const profile = mkdtempSync(path.join(os.tmpdir(), 'sukoon-lighthouse-'));
  // Its own process group, so the renderers go with it.
  const child = spawn(
    CHROME_PATH,
    [...CHROME_FLAGS, '--remote-debugging-port=0', `--user-data-dir=${profile}`, 'about:blank'],
    {
      detached: true,
      stdio: 'ignore',
    },
  );
  const portFile = path.join(profile, 'DevToolsActivePort');
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        // already gone
      }
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000))]);
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        // gone after SIGTERM
      }
    }
    rmSync(profile, { recursive: true, force: true });
  };
  const deadline = Date.now() + 30_000;
  while (!existsSync(portFile) || readFileSync(portFile, 'utf8').split('\n').length < 2) {
    if (Date.now() > deadline || child.exitCode !== null) {
      await stop();
      throw new Error(`${CHROME_PATH} did not open a DevTools port`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const port = Number(readFileSync(portFile, 'utf8').split('\n')[0]);
  try {
    // The user agent is reduced (156.0.0.0); DevTools names the full build.
    const { Browser: browser = '' } = await (await fetch(`http://127.0.0.1:${port}/json/version`)).json();
    return { port, stop, version: browser.split('/')[1] ?? browser };
  } catch (error) {
    await stop();
    throw error;
  }
}

/**
 * One Lighthouse run of `url` in a fresh browser: the four category scores and four metrics. With
 * `language`, the browser carries the language cookie a visitor's choice sets (decision 018).
 */
async function runOnce(url, saveAs, language) {
  const chrome = await startChrome();
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: CATEGORIES,
      ...(language ? { extraHeaders: { Cookie: `sukoon-language=${language}` } } : {}),
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { lhr } = result;
    if (saveAs) writeFileSync(saveAs, JSON.stringify(lhr));
    if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    return {
      scores: Object.fromEntries(
        CATEGORIES.map((id) => [id, Math.round((lhr.categories[id].score ?? 0) * 100)]),
      ),
      metrics: Object.fromEntries(METRICS.map((id) => [id, lhr.audits[id].numericValue ?? NaN])),
      failing: CATEGORIES.flatMap((id) =>
        lhr.categories[id].auditRefs
          .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id].score ?? 1) < 1)
          .map((ref) => ({ id: `${id}/${ref.id}`, value: lhr.audits[ref.id].displayValue ?? '' })),
      ),
      chrome: chrome.version,
      lighthouse: lhr.lighthouseVersion,
    };
  } finally {
    await chrome.stop();
  }
}

/** A loaded machine sometimes loses a trace (NO_NAVSTART, NO_FCP); such a run is run again. */
async function withRetries(run, log, attempts = 3) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await run();
    } catch (error) {
      if (attempt >= attempts) throw error;
      log(`retrying after: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/**
 * `runs` runs of each page (a path, or `{ path, language }` for a page in Hindi or Marathi), one
 * after another; each score and metric is the median of its runs.
 * With `saveDir`, every run's full report is kept there as JSON (open it in the Lighthouse viewer).
 */
export async function auditPages(baseUrl, pages, runs, { log = () => {}, saveDir } = {}) {
  const rows = [];
  for (const entry of pages) {
    const { path: pagePath, language } = typeof entry === 'string' ? { path: entry } : entry;
    const page = language ? `${pagePath} (${language})` : pagePath;
    const results = [];
    for (let run = 1; run <= runs; run += 1) {
      const name = `${pagePath === '/' ? 'home' : pagePath.slice(1).replace(/\W+/g, '-')}${language ? `-${language}` : ''}`;
      const saveAs = saveDir && path.join(saveDir, `${name}-${run}.json`);
      results.push(await withRetries(() => runOnce(`${baseUrl}${pagePath}`, saveAs, language), log));
      const { scores } = results.at(-1);
      log(`${page} run ${run}/${runs}: ${CATEGORIES.map((id) => scores[id]).join(' / ')}`);
    }
    rows.push({
      page,
      scores: Object.fromEntries(CATEGORIES.map((id) => [id, median(results.map((r) => r.scores[id]))])),
      metrics: Object.fromEntries(METRICS.map((id) => [id, median(results.map((r) => r.metrics[id]))])),
      failing: [...new Set(results.flatMap((r) => r.failing.map((f) => f.id)))].map(
        (id) =>
          `${id} (${results.map((r) => r.failing.find((f) => f.id === id)?.value || 'full marks').join(' / ')})`,
      ),
      chrome: results[0].chrome,
      lighthouse: results[0].lighthouse,
    });
  }
  return rows;
}
