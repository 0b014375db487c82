import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs } from './e2e/browser-flags';

// Debian's Chromium; no browser downloads here. The app is served by `vite preview` from the build,
// on E2E_PORT (default 4173) so two checkouts can run their specs side by side.
const port = Number(process.env.E2E_PORT ?? 4173);

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results',
  // Two browsers at once: the specs mostly wait on the app (bots, saves, redraws), so two halve the wall time. Three
  // were tried on two cores twice, before and after tables stopped drawing at rest (src/scene/frames.ts): no faster
  // (18.9 min against 18.0) and once a tap met a hand being laid out again (E2E_WORKERS changes it).
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: 0,
  timeout: 120_000,
  expect: { timeout: 15_000 },
  reporter: [['list']],
  // The online server built ahead, as `npm start` runs it (e2e/online-server.ts starts it).
  globalSetup: './e2e/global-setup.ts',
  use: {
    baseURL: `http://localhost:${port}`,
    // The service worker precaches the whole app (about 150 files) in every fresh context: measured, 1.7-1.9 s of
    // CPU per test on a run that is CPU-bound (two cores, Chromium's processes). The specs about it allow it
    // (offline, update, install, replay, tabs, size, qr-scan, deals, csp, and the kills' own browser); the rest
    // run without one, as a first visit before it is installed does.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: chromiumArgs,
    },
  },
  projects: [
    { name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } },
  ],
  webServer: {
    // E2E_DIST serves another build folder (two builds side by side: `vite build --outDir dist-x`).
    command: `npx vite preview --port ${port} --strictPort --outDir ${process.env.E2E_DIST ?? 'dist'}`,
    url: `http://localhost:${port}`,
    // Turns on the preview server's test-only /__e2e/new-version (vite.config.ts) for e2e/update.spec.ts.
    env: { NINE_LIVES_E2E: '1' },
    reuseExistingServer: false,
    timeout: 60_000,
  },
});
