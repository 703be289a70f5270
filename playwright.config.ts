import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, findHeadlessChromium } from './scripts/find-browser.mjs';

const PORT = Number(process.env.E2E_PORT ?? 4173);
const baseURL = `http://127.0.0.1:${PORT}`;

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  // One browser at a time: these machines have 2 cores and Chromium takes seconds to start.
  workers: 1,
  fullyParallel: false,
  retries: 0,
  timeout: 90_000,
  expect: { timeout: 15_000 },
  reporter: [
    ['list'],
    // Prints what the e2e/model tests reached of their machines in the browser.
    ['./e2e/model/support/coverage-reporter.ts'],
    ...(process.env.CI ? [] : [['html', { open: 'never' }] as const]),
  ],
  use: {
    baseURL,
    // Recording a trace of every test made the run about a quarter slower; to see why a test
    // failed, run it again with `--trace on` (or the whole run with `--trace retain-on-failure`).
    trace: 'off',
    screenshot: 'only-on-failure',
    // The app's service worker answers fetches that `page.route` never sees: blocked for every
    // spec but those that test it (e2e/pwa/, `test.use({ serviceWorkers: 'allow' })`).
    serviceWorkers: 'block',
    launchOptions: { executablePath: findHeadlessChromium() ?? undefined, args: CHROMIUM_ARGS },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  // One freshly seeded provider (in-memory database, fast simulator) for the whole run; it needs
  // `npm run build` and `npm run build:ssr` first.
  webServer: {
    command: 'tsx server/main.ts',
    url: `${baseURL}/healthz`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: ':memory:',
      SIM_STEP_MS: '1500',
      STATIC_DIR: 'dist',
      // Pages rendered on the server, as `npm start` serves them (issue 28); SSR=0 runs the suite
      // against the static SPA.
      SSR: process.env.SSR ?? '1',
      // One browser: never past the render limit; the overload path has its own test.
      SSR_MAX_RENDERS: '8',
      SSR_SLOW_RENDER_MS: '60000',
      SSR_RENDER_SHARE: '100',
      NODE_ENV: 'production',
      // What the explorer specs (e2e/explorer) put there for the explorer to show; the run's
      // own coverage goes to flows-data/ (coverage-reporter.ts).
      FLOWS_DATA_DIR: 'test-results/flows-data',
    },
  },
});
