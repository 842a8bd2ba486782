import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';

/** WCAG 2.2 level A and AA, as axe tags them (2.2 only added AA rules, such as target size). */
export const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** The impacts that fail a scan; minor and moderate ones are printed so they can be seen and fixed. */
const BLOCKING = new Set(['serious', 'critical']);

/**
 * Scans the page as it stands (open dialogs, error messages included) against WCAG 2.2 AA.
 * `state` names what is on screen, so the printed report says which state of the page failed.
 */
export async function expectAccessible(page: Page, state = ''): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_22_AA).analyze();
  const where = `${new URL(page.url()).pathname}${state ? ` (${state})` : ''} at ${page.viewportSize()?.width ?? '?'} px`;
  const lines = violations.map(
    (violation) =>
      `${violation.impact ?? 'unknown'} ${violation.id} on ${where}: ${violation.help}\n` +
      violation.nodes
        .slice(0, 5)
        .map(
          (node) => `    ${node.target.join(' ')}\n      ${node.failureSummary?.replace(/\n/g, '\n      ')}`,
        )
        .join('\n'),
  );
  if (lines.length > 0) {
    console.log(lines.join('\n'));
    test.info().annotations.push(...lines.map((description) => ({ type: 'axe', description })));
  }
  const blocking = violations.filter((violation) => BLOCKING.has(violation.impact ?? ''));
  // Soft, so one run reports every page of a journey rather than stopping at the first.
  expect
    .soft(
      blocking.map((violation) => `${violation.id} on ${where}: ${violation.help}`),
      'serious or critical WCAG 2.2 AA violations',
    )
    .toEqual([]);
}

/** Nothing is wider than the window, so a phone never scrolls sideways. */
export async function expectNoHorizontalOverflow(page: Page): Promise<void> {
  const width = page.viewportSize()?.width ?? 0;
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth), {
      message: `${new URL(page.url()).pathname} scrolls sideways at ${width} px`,
    })
    .toBeLessThanOrEqual(width);
}

/**
 * WCAG 2.4.11: tabs `presses` times each way through the page and checks that the sticky header
 * or the floating button never wholly covers what has the focus. axe cannot see this.
 */
export async function expectFocusNeverHidden(page: Page, presses = 40, ready?: Locator): Promise<void> {
  const hidden = new Set<string>();
  // Where the focus lands, not the glide there: with reduced motion the page scrolls at once
  // (index.css), so each check sees the place the browser chose. Nothing else moves.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  for (const key of ['Tab', 'Shift+Tab']) {
    // Fresh, so Tab starts at the top and Shift+Tab at the bottom.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // A list that arrives after the first Tab moves the footer away from a focused link.
    if (ready) await expect(ready).toBeVisible();
    for (let press = 0; press < presses; press += 1) {
      await page.keyboard.press(key);
      let covered = await coveredFocus(page);
      // The page scrolls smoothly (index.css): Shift+Tab from the top glides for a second or more
      // to the footer. What counts is where the focus is once the scrolling has stopped.
      if (covered) {
        await scrollingStopped(page);
        covered = await coveredFocus(page);
      }
      if (covered) hidden.add(covered);
    }
  }
  expect([...hidden], `focused but hidden on ${new URL(page.url()).pathname}`).toEqual([]);
}

/** Resolves once the page has not scrolled for ten frames in a row (or after five seconds). */
function scrollingStopped(page: Page): Promise<void> {
  return page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const started = performance.now();
        let last = -1;
        let stillFrames = 0;
        const tick = () => {
          stillFrames = window.scrollY === last ? stillFrames + 1 : 0;
          last = window.scrollY;
          if (stillFrames >= 10 || performance.now() - started > 5_000) resolve();
          else requestAnimationFrame(tick);
        };
        requestAnimationFrame(tick);
      }),
  );
}

/** The focused element when none of its centre and corners can be seen (something covers it); else null. */
function coveredFocus(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return null;
    const box = element.getBoundingClientRect();
    const points = [
      [box.left + box.width / 2, box.top + box.height / 2],
      [box.left + 1, box.top + 1],
      [box.right - 1, box.top + 1],
      [box.left + 1, box.bottom - 1],
      [box.right - 1, box.bottom - 1],
    ];
    const seen = points.some(([x = 0, y = 0]) => {
      const hit = document.elementFromPoint(x, y);
      return hit !== null && (element.contains(hit) || hit.contains(element));
    });
    return seen ? null : `${element.tagName.toLowerCase()} "${element.textContent?.trim().slice(0, 40)}"`;
  });
}
