import { defineConfig, devices } from '@playwright/test';

// Debian's Chromium; no browser downloads here. The app is served by `vite preview` from the build,
// on E2E_PORT (default 4173) so two checkouts can run their specs side by side.
const port = Number(process.env.E2E_PORT ?? 4173);

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results',
  // Three browsers at once: the specs mostly wait on the app (bots, saves, redraws). Since tables draw only when
  // something changes (src/scene/frames.ts) a whole run keeps about a third of two cores busy with two browsers,
  // so a third one shortens it (before, tables at rest drew 60 frames a second and a third browser won nothing).
  // E2E_WORKERS changes it.
  workers: Number(process.env.E2E_WORKERS ?? 3),
  retries: 0,
  timeout: 120_000,
  expect: { timeout: 15_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${port}`,
    serviceWorkers: 'allow',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking',
        '--disable-component-update', '--disable-sync', '--no-first-run'],
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
