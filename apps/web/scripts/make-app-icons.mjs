// Makes the installed app's icons (public/icons/*.png) from the brand mark in public/favicon.svg,
// with Chromium drawing the SVG: `node apps/web/scripts/make-app-icons.mjs` (needs /usr/bin/chromium).
// The PNGs are committed; run this again only when the mark changes.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';

const PUBLIC = fileURLToPath(new URL('../public/', import.meta.url));
const mark = readFileSync(`${PUBLIC}favicon.svg`, 'utf8');
const BRAND = '#1f5f5b';
const HEART = /<path [^>]*\/>/.exec(mark)?.[0];
if (!HEART) throw new Error('favicon.svg has no path for the heart');

/**
 * A maskable icon is cut to any shape inside its square, so it is full-bleed brand colour with the
 * heart inside the middle 80 % (the safe zone), a little smaller than on the rounded icon.
 */
const maskable = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="${BRAND}"/><g transform="translate(32 34) scale(0.85) translate(-32 -34)">${HEART}</g></svg>`;

const ICONS = [
  { file: 'icon-192.png', size: 192, svg: mark },
  { file: 'icon-512.png', size: 512, svg: mark },
  { file: 'icon-maskable-512.png', size: 512, svg: maskable },
  { file: 'apple-touch-icon-180.png', size: 180, svg: maskable },
];

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
try {
  for (const icon of ICONS) {
    const page = await browser.newPage({ viewport: { width: icon.size, height: icon.size } });
    const svg = icon.svg.replace('<svg ', `<svg width="${icon.size}" height="${icon.size}" `);
    await page.setContent(`<html><body style="margin:0;background:transparent">${svg}</body></html>`);
    await page.screenshot({ path: `${PUBLIC}icons/${icon.file}`, omitBackground: true });
    await page.close();
  }
} finally {
  await browser.close();
}
