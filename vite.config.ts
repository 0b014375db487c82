import { defineConfig } from 'vitest/config';
import { VitePWA } from 'vite-plugin-pwa';

// The manifest and precache: every built asset is precached so the app works offline from the first load.
export default defineConfig({
  publicDir: 'assets/public',
  // The manifest (not precached) lets the bench find each game's chunks.
  build: { target: 'es2022', sourcemap: false, chunkSizeWarningLimit: 1200, manifest: true },
  worker: { format: 'es' },
  plugins: [
    VitePWA({
      registerType: 'prompt',
      injectRegister: false,
      includeAssets: ['icons/*.png', 'icons/*.svg', 'screenshots/*.png'],
      manifest: {
        name: 'Nine Lives — cat games for the table',
        short_name: 'Nine Lives',
        description: 'Six cat- and Maori-themed tabletop games for a tablet: play offline, pass and play, against bots, or beside the box.',
        lang: 'en',
        start_url: './',
        scope: './',
        display: 'standalone',
        orientation: 'any',
        background_color: '#12352b',
        theme_color: '#1d5c45',
        icons: [
          { src: 'icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: 'icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: 'icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
        screenshots: [
          { src: 'screenshots/wide.png', sizes: '1024x768', type: 'image/png', form_factor: 'wide', label: 'Meow Meow on a landscape tablet' },
          { src: 'screenshots/narrow.png', sizes: '768x1024', type: 'image/png', form_factor: 'narrow', label: 'Meow Meow on a portrait tablet' },
        ],
      },
      workbox: {
        globPatterns: ['**/*.{js,css,html,wasm,svg,woff2}'],
        maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
        navigateFallback: 'index.html',
        cleanupOutdatedCaches: true,
      },
    }),
  ],
  test: {
    include: ['src/**/*.test.ts', 'machines/**/*.test.ts', 'scripts/**/*.test.ts'],
    environment: 'node',
    testTimeout: 60_000,
    pool: 'threads',
  },
});
