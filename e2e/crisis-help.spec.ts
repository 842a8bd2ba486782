import { expect, test, type Page } from '@playwright/test';
import { CRISIS_HELPLINE, EMERGENCY_NUMBER, NOT_FOR_EMERGENCIES } from '@sukoon/contract/crisis';
import { newPerson, registerVerified } from './harness/accounts.ts';

// Crisis help is one step away everywhere: the line above every public page (and in the static
// shell before any script), in the footer, on /help and on the booking page, where a "yes" to the
// intake's question about self-harm shows it at once.

/** The public routes of apps/web/src/app/router.tsx; those with a parameter get a real or unknown id. */
const STATIC_PUBLIC_ROUTES = [
  '/',
  '/aboutus',
  '/counsellors',
  '/counsellor/welcome',
  '/contact',
  '/help',
  '/cookiepolicy',
  '/privacy-policy',
  '/terms-conditions',
  '/refund-cancellation',
  '/disclaimer-policy',
  '/app-info',
  '/blog',
  '/courses',
  '/Webinar',
  '/login',
  '/register',
  '/verifyotp',
  '/forgotpassword',
  '/resetPassword',
];

const crisisStrip = (page: Page) => page.getByRole('complementary', { name: 'Crisis help' });

/** Both numbers, each a link that dials it. */
async function expectCallLinks(scope: ReturnType<Page['locator']>) {
  await expect(scope.getByRole('link', { name: CRISIS_HELPLINE.number })).toHaveAttribute(
    'href',
    `tel:${CRISIS_HELPLINE.number}`,
  );
  await expect(scope.getByRole('link', { name: EMERGENCY_NUMBER, exact: true })).toHaveAttribute(
    'href',
    `tel:${EMERGENCY_NUMBER}`,
  );
}

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('every public page shows the crisis line above the page and in the footer', async ({ page }) => {
    test.slow();
    const [blogs, courses] = await Promise.all([
      page.request.get('/api/blog/read').then((answer) => answer.json() as Promise<{ slug?: string }[]>),
      page.request.get('/api/courses/read').then((answer) => answer.json() as Promise<{ _id: string }[]>),
    ]);
    const routes = [
      ...STATIC_PUBLIC_ROUTES,
      `/blog/${blogs[0]?.slug ?? 'no-such-post'}`,
      `/courseInfo/${courses[0]?._id ?? 'no-such-course'}`,
      '/counsellors/no-such-counsellor',
      '/certificates/NO-SUCH-CODE',
      '/a-page-that-does-not-exist',
    ];
    for (const route of routes) {
      await page.goto(route);
      const strip = crisisStrip(page);
      await expect(strip, route).toBeVisible();
      await expect(strip, route).toHaveText(
        `In crisis? Call ${CRISIS_HELPLINE.name} ${CRISIS_HELPLINE.number} (${CRISIS_HELPLINE.hours}) or ${EMERGENCY_NUMBER}`,
      );
      await expect(strip, route).toBeInViewport();
      await expectCallLinks(strip);
      const footer = page.getByRole('contentinfo');
      await expect(footer, route).toContainText(`In crisis? Call ${CRISIS_HELPLINE.name}`);
      await expectCallLinks(footer);
    }
  });

  test('the static shell shows it before any script runs', async ({ browser }) => {
    const context = await browser.newContext({
      javaScriptEnabled: false,
      viewport: { width: 390, height: 844 },
    });
    const page = await context.newPage();
    await page.goto('/courses');
    await expect(crisisStrip(page)).toBeVisible();
    await expectCallLinks(crisisStrip(page));
    await context.close();
  });

  test('/help has a section on urgent help', async ({ page }) => {
    await page.goto('/help');
    const section = page.getByRole('region', { name: 'If you need help right now' });
    await expect(section).toBeVisible();
    await expectCallLinks(section);
  });

  test('the booking page says it is not for emergencies, and a yes to thoughts of self-harm shows help at once', async ({
    page,
  }) => {
    const person = newPerson('crisis-intake');
    await registerVerified(page.request, person);
    const login = await page.request.post('/api/login', {
      data: { emailorphone: person.email, password: person.password },
    });
    const { token } = (await login.json()) as { token: string };
    await page.addInitScript((value) => localStorage.setItem('token', value), token);
    await page.goto('/booknow');
    const notice = page.getByRole('complementary', { name: 'Not for emergencies' });
    await expect(notice).toContainText(NOT_FOR_EMERGENCIES);
    await expectCallLinks(notice);
    // The first booking asks for consent to counselling.
    await expect(page.getByRole('heading', { name: 'Consent to counselling' })).toBeVisible();

    await page.getByText('Questions for your counsellor').click();
    const item9 = page.getByRole('group', { name: /Thoughts that you would be better off dead/ });
    const help = page.locator('#intake-crisis-help');
    await item9.getByRole('radio', { name: 'Not at all' }).check();
    await expect(help).toHaveCount(0);
    await item9.getByRole('radio', { name: 'Several days' }).check();
    await expect(help).toBeVisible();
    await expect(help).toContainText('Thank you for telling us.');
    await expectCallLinks(help);
    await expect(help).toBeInViewport();
    // Taking the answer back hides it again; the form is never stuck on it.
    await item9.getByRole('radio', { name: 'Not at all' }).check();
    await expect(help).toHaveCount(0);
  });
});
