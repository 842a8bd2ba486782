import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_PATH, HEADLESS_CHROMIUM_ARGS } from '../e2e/harness/chromium-flags.ts';

// The session room's journeys (issue 29): real calls between two browser contexts, run by
// `npm run test:room` inside a network namespace with only loopback. Each file starts the servers
// it needs (the product, coturn, a Jitsi stand-in), one file at a time.
export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  globalSetup: './harness/global-setup.ts',
  fullyParallel: false,
  workers: 1,
  // One retry, as the other journeys (decision 031); a retried call is reported as flaky.
  retries: 1,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: [['list']],
  use: {
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    permissions: ['camera', 'microphone'],
  },
  projects: [
    {
      name: 'room',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: {
          executablePath: CHROMIUM_PATH,
          args: [
            ...HEADLESS_CHROMIUM_ARGS,
            '--use-fake-device-for-media-stream',
            '--use-fake-ui-for-media-stream',
            '--allow-loopback-in-peer-connection',
            '--disable-features=WebRtcHideLocalIpsWithMdns',
            '--autoplay-policy=no-user-gesture-required',
          ],
        },
      },
    },
  ],
});
