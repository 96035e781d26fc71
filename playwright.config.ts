import { defineConfig } from '@playwright/test';
import { E2E_PORTS } from './tests/e2e/support/stack';

// e2e tests in Debian's Chromium (Playwright's browser download does not work here). The global setup starts the
// whole product with `npm start`'s launcher on its own database, plus an OpenID provider on loopback.
export default defineConfig({
  testDir: 'tests/e2e',
  globalSetup: './tests/e2e/global-setup.ts',
  outputDir: 'test-results/e2e',
  // Budgets for a slow machine, where a page of the demo stack (on PGlite, in the API's process) took 4–11 s to load
  // while the other worker ran (CI, 2026-11-27); a test that needs more sets its own.
  timeout: 120_000,
  expect: { timeout: 20_000 },
  fullyParallel: true,
  workers: 2,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${E2E_PORTS.dashboard}`,
    screenshot: 'only-on-failure',
    // A failed test keeps its trace: every action with the DOM before and after, the network and the console. Not the
    // film strip of screenshots (`screenshots: false`): recording it made Chromium encode frames for the whole of
    // every test, passed or not (43 accessibility scans on two cores: 2.5 min with it, 2.1 without; 2026-11-28).
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: true, sources: true },
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--disable-gpu',
        // Debian's /usr/bin/chromium adds --enable-gpu-rasterization (/etc/chromium.d/default-flags), which without a
        // GPU rasterizes through the software GL of the GPU process; plain software rasterization costs less CPU (the
        // same 43 scans: 2.9 min with Debian's flag, 2.5 without).
        '--disable-gpu-rasterization',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
});
