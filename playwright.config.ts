import os from 'node:os';
import {defineConfig, devices} from '@playwright/test';
import {chromiumArgs, chromiumPath} from './scripts/browser-path';

// End-to-end tests run against the production build (npm run build) served on loopback.
export const PORT = Number(process.env.E2E_PORT ?? 4173);
const executablePath = chromiumPath();
const browser = {...devices['Desktop Chrome'], launchOptions: {executablePath, args: chromiumArgs}};

export default defineConfig({
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: 0,
  // The same everywhere, CI or not: Playwright's own default (half the cores) is one worker on a
  // two-core machine, which made the suite take several times as long outside CI.
  workers: Math.max(2, Math.floor(os.availableParallelism() / 2)),
  reporter: process.env.CI ? [['list']] : [['list'], ['html', {open: 'never'}]],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    // Off: recording a trace of every test to keep the failing ones took a third of the suite's
    // time on two cores (the OpenAPI spec: 1.9 min with, 1.2 min without). To look into a failure,
    // run its spec again with `npx playwright test --trace on <spec>`.
    trace: 'off',
    locale: 'ja-JP',
  },
  projects: [
    {
      name: 'chromium',
      testDir: './tests/e2e',
      use: browser,
    },
    // The flows the site teaches, each sample site driven against the stand-in of ソーシャルPLUS.
    {
      name: 'flows',
      testDir: './tests/flows',
      testIgnore: 'steps.spec.ts',
      use: browser,
    },
    // After every flow test: each step of the flow pages was executed.
    {
      name: 'flow-steps',
      testDir: './tests/flows',
      testMatch: 'steps.spec.ts',
      dependencies: ['flows'],
    },
  ],
  webServer: {
    command: `npx docusaurus serve --dir build --host 127.0.0.1 --port ${PORT} --no-open`,
    url: `http://127.0.0.1:${PORT}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
});
