import { defineConfig, devices } from '@playwright/test';
import { E2E_BASE_URL } from './e2e/harness/e2e-env.ts';
import { CHROMIUM_PATH, HEADLESS_CHROMIUM_ARGS } from './e2e/harness/chromium-flags.ts';

const CHROMIUM = {
  ...devices['Desktop Chrome'],
  launchOptions: {
    executablePath: CHROMIUM_PATH,
    args: HEADLESS_CHROMIUM_ARGS,
  },
};

export default defineConfig({
  testDir: './e2e',
  testMatch: '**/*.spec.ts',
  globalSetup: './e2e/harness/global-setup.ts',
  fullyParallel: true,
  workers: 2,
  // One retry: on two shared cores a journey failed about once per full run, each time a different
  // one and never again alone (a form emptied between fill and click, a 6 s wait). The list
  // reporter names every retried journey as flaky, so none hides; a real failure fails twice.
  retries: 1,
  // Two workers, the server and two Chromiums share two cores in CI: a journey there takes two to
  // three times as long as alone (a 10 s journey took 26 s in CI). A budget that only a loaded
  // machine exceeds finds no bug, so it is generous; what a user would notice is in the assertions.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: E2E_BASE_URL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    // Journeys stub the network with page.route, which a service worker answering first would
    // bypass; the worker's own journeys (app-install.spec.ts) allow it.
    serviceWorkers: 'block',
  },
  projects: [
    {
      name: 'chromium',
      // The counsellors' journeys (and the staff pages' languages and two-step sign-in, which invite
      // one) run after every other: while their counsellors are active, booking "any" spreads over
      // them and /aboutus lists them, which the spec's journeys do not expect.
      testIgnore: [
        '**/counsellors.spec.ts',
        '**/languages-staff.spec.ts',
        '**/languages-booking.spec.ts',
        '**/staff-two-step.spec.ts',
      ],
      use: CHROMIUM,
    },
    {
      name: 'counsellors',
      testMatch: [
        '**/counsellors.spec.ts',
        '**/languages-staff.spec.ts',
        '**/languages-booking.spec.ts',
        '**/staff-two-step.spec.ts',
      ],
      dependencies: ['chromium'],
      use: CHROMIUM,
    },
  ],
});
