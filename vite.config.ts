import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';
import { VitePWA } from 'vite-plugin-pwa';
import { FONT_ALIAS, writeFontSubsets } from './scripts/size-fonts.js';
import { pixiPieceByPiece, pixiWithoutUnused } from './scripts/vite-pixi.js';
import { cspHeaderValue, cspMetaContent, onlineServerOrigin } from './server/csp';
import { limit } from './src/engine/test-depth';

// The Content-Security-Policy (server/csp.ts): in a <meta> of the built index.html and as a header from `vite
// preview`. An app built for an online server elsewhere (VITE_ONLINE_SERVER) names it in connect-src.
const onlineServer = onlineServerOrigin(process.env.VITE_ONLINE_SERVER);
const contentSecurityPolicy = cspMetaContent(onlineServer);
const cspHeader = cspHeaderValue(onlineServer);

/** Writes the policy into the built index.html. Not in development: Vite's dev server injects styles inline. */
function cspMeta(): Plugin {
  return {
    name: 'nine-lives-csp-meta',
    apply: 'build',
    // Right after the charset, before anything the policy governs; a build without it fails.
    transformIndexHtml(html) {
      const charset = '<meta charset="utf-8" />';
      if (!html.includes(charset)) throw new Error(`index.html has no ${charset} to put the Content-Security-Policy after`);
      return html.replace(charset, `${charset}\n    <meta http-equiv="Content-Security-Policy" content="${contentSecurityPolicy}" />`);
    },
  };
}

/**
 * Test-only (NINE_LIVES_E2E=1, set by playwright.config.ts): a request to /__e2e/new-version "deploys" a new
 * version without a rebuild: from then on sw.js is served with a few lines more, so its bytes differ, and
 * the worker answers which version it is (e2e/update.spec.ts asks the worker controlling each tab).
 */
function e2eNewVersion(): Plugin {
  return {
    name: 'nine-lives-e2e-new-version',
    configurePreviewServer(server) {
      if (process.env.NINE_LIVES_E2E !== '1') return;
      let version = 0;
      const swFile = resolve(server.config.root, server.config.build.outDir, 'sw.js');
      server.middlewares.use((req, res, next) => {
        const path = req.url?.split('?')[0];
        if (path === '/__e2e/new-version') {
          version += 1;
          res.writeHead(204, { 'Cache-Control': 'no-store' }).end();
        } else if (path === '/sw.js' && version > 0) {
          res.writeHead(200, { 'Content-Type': 'text/javascript', 'Cache-Control': 'no-store', 'Content-Security-Policy': cspHeader });
          res.end(`${readFileSync(swFile, 'utf8')}
// e2e version ${version}
self.addEventListener('message', (e) => { if (e.data && e.data.type === 'E2E_VERSION') e.source.postMessage({ e2eVersion: ${version} }); });
`);
        } else {
          next();
        }
      });
    },
  };
}

/**
 * The bot worker's bundle gets src/engine/xstate-shim.ts for 'xstate' (see there why): the game definitions the
 * bots search with load their charts, which call XState's setup() and assign(), but only the plain-data executor
 * runs them there. The app's own bundle keeps XState.
 */
function workerWithoutXState(): Plugin {
  const shim = fileURLToPath(new URL('./src/engine/xstate-shim.ts', import.meta.url));
  return {
    name: 'nine-lives-worker-xstate-shim',
    enforce: 'pre',
    resolveId: (source) => (source === 'xstate' ? shim : null),
  };
}

/**
 * The font, cut to the characters of the app's three languages (scripts/size-fonts.ts) before anything is built or
 * served; src/scene/fonts.css reaches the cut files as nine-lives-fonts/… Not under vitest, which draws no text.
 */
function fontSubset(): Plugin {
  const dir = fileURLToPath(new URL('./node_modules/.cache/nine-lives-fonts/', import.meta.url));
  return {
    name: 'nine-lives-font-subset',
    apply: () => !process.env.VITEST,
    config: () => ({ resolve: { alias: [{ find: new RegExp(`^${FONT_ALIAS}/`), replacement: dir }] } }),
    buildStart: () => writeFontSubsets(dir),
  };
}

/**
 * The page's own entry chunk is never preloaded again. Lazy chunks import from it, so Vite's preload helper listed it
 * among their dependencies and, finding no <link> for it (it came by <script>), added
 * <link rel=modulepreload href=assets/index-….js> at the first lazy import: Firefox fires `error` on that link for a
 * module it has already loaded. The plugin notes the entries' file names before Vite writes each import's list
 * (its generateBundle runs first); build.modulePreload.resolveDependencies drops them from every list.
 */
const entryFiles = new Set<string>();
function entryFileNames(): Plugin {
  return {
    name: 'nine-lives-entry-file-names',
    apply: 'build',
    generateBundle: {
      order: 'pre',
      handler(_options, bundle) {
        for (const chunk of Object.values(bundle)) if (chunk.type === 'chunk' && chunk.isEntry) entryFiles.add(chunk.fileName);
      },
    },
  };
}

// The manifest and precache: every built asset is precached so the app works offline from the first load.
export default defineConfig({
  publicDir: 'assets/public',
  // The manifest (not precached) lets the bench find each game's chunks.
  // No asset is inlined as a data: URL, so the Content-Security-Policy can keep images to 'self'.
  build: {
    target: 'es2022', sourcemap: false, chunkSizeWarningLimit: 1200, manifest: true, assetsInlineLimit: 0,
    modulePreload: { resolveDependencies: (_file, deps) => deps.filter((dep) => !entryFiles.has(dep)) },
  },
  worker: { format: 'es', plugins: () => [workerWithoutXState()] },
  preview: { headers: { 'Content-Security-Policy': cspHeader } },
  plugins: [
    entryFileNames(),
    pixiPieceByPiece(),
    pixiWithoutUnused(),
    fontSubset(),
    cspMeta(),
    e2eNewVersion(),
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
        // The online tables' routes are the server's, always asked of it (never the cached app in their place).
        navigateFallbackDenylist: [/^\/online\//, /^\/matchmake\//],
        cleanupOutdatedCaches: true,
        // "Your move" notifications (assets/public/push-sw.js): shown from the server's pushes, a tap opens the table.
        importScripts: ['push-sw.js'],
      },
    }),
  ],
  test: {
    include: ['src/**/*.test.ts', 'machines/**/*.test.ts', 'scripts/**/*.test.ts', 'server/**/*.test.ts'],
    environment: 'node',
    // French and German installed, as a player who chose them has them (the app loads them when chosen).
    setupFiles: ['src/shell/all-languages.ts'],
    // A guard against a hang, not a speed check: the heavy tests take a small part of it (src/engine/test-depth.ts),
    // and deeper runs (NINE_LIVES_TEST_DEPTH) get as much more time as they do work.
    testTimeout: limit(60_000),
    pool: 'threads',
  },
});
