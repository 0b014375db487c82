import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';
import { VitePWA } from 'vite-plugin-pwa';
import { FONT_ALIAS, writeFontSubsets } from './scripts/size-fonts.js';
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
 * PixiJS piece by piece in the app's bundle. PixiJS's own `pixi.js` module re-exports everything, its renderers too,
 * and registers its environments' catch-all extension sets: bundled through it, the WebGL, WebGPU and canvas
 * renderers all land in the chunk every game loads, although it picks one of them with import() when a table opens.
 * Here `pixi.js` is the same list of exports, each from its own file, without the three renderers (each then a
 * chunk of its own, loaded by autoDetectRenderer for the one picked: WebGL, or canvas when WebGL fails or is only
 * emulated, src/scene/app.ts), the spritesheet loader and the environments (src/scene/app.ts starts PixiJS with
 * manageImports: false and no extension: pointer input is src/scene/pointer-input.ts). Types still come from
 * pixi.js itself. Build only: the dev server pre-bundles pixi.js whole, and a second copy would split its registry.
 */
function pixiPieceByPiece(): Plugin {
  const lib = dirname(createRequire(import.meta.url).resolve('pixi.js')) + '/'; // its lib/ folder
  const id = '\0nine-lives:pixi.js';
  const renderers = /^\.\/rendering\/renderers\/(gl\/WebGLRenderer|gpu\/WebGPURenderer|canvas\/CanvasRenderer)\.mjs$/;
  const dropped = new Set(['./spritesheet/init.mjs', './environment-browser/browserExt.mjs', './environment-webworker/webworkerExt.mjs']);
  const module = (): string => {
    const out: string[] = [];
    for (const line of readFileSync(lib + 'index.mjs', 'utf8').split('\n')) {
      const from = /^(import|export) (?:\{[^}]*\} from )?'(\.\/[^']+)';$/.exec(line);
      if (!from || renderers.test(from[2]) || dropped.has(from[2])) continue;
      out.push(line.replace(from[2], lib + from[2].slice(2)));
    }
    if (out.filter((l) => l.startsWith('export')).length < 500) throw new Error('pixiPieceByPiece: pixi.js/lib/index.mjs no longer lists its exports one per line');
    return [...out, 'export { extensions };'].join('\n');
  };
  return {
    name: 'nine-lives-pixi-piece-by-piece',
    apply: 'build',
    enforce: 'pre',
    resolveId: (source) => (source === 'pixi.js' ? id : null),
    load: (loaded) => (loaded === id ? module() : null),
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

/**
 * PixiJS without what no table uses, as the same build step (build only, as pixiPieceByPiece): three of its modules
 * register or reach parts of PixiJS the scenes never touch, and every game loaded them (about 6 KiB of gzip). Each
 * module's text is checked before it is changed, so a PixiJS that moved them fails the build rather than ship
 * them unnoticed.
 * - rendering/init.mjs registers VideoSource (and its alpha-mode probe): no table plays a video.
 * - unsafe-eval/init.mjs (our CSP has no 'unsafe-eval') also patches the WebGPU renderer's uniform buffers and the
 *   particle container's buffer, which brings ParticleBuffer: neither is ever loaded (src/scene/app.ts picks WebGL
 *   or canvas; no scene has particles).
 * - GraphicsContext.svg() brings the SVG parser: no scene draws SVG text; the stub says so if one ever does.
 * - Text measures tagged text (runs of styles, `tagStyles`) with a module of its own: no text here is tagged.
 * - The pixel reading of `renderer.extract`: no scene reads its pixels back (the GPU probe reads with WebGL itself).
 *   (Masks are unused too, but the WebGL renderer draws nothing without their pipes.)
 * - The Application's resize plugin (src/scene/app.ts sizes the renderer itself) and WebGL's uploader of compressed
 *   textures (every texture here is drawn or baked at run time).
 * - The 148 CSS colour names Color reads (its colord names plugin): the scenes give colours as numbers or rgba();
 *   PixiJS itself names only black and white (its text and gradient defaults), which the small plugin keeps.
 */
function pixiWithoutUnused(): Plugin {
  const lib = dirname(createRequire(import.meta.url).resolve('pixi.js')) + '/';
  const colourNames = dirname(createRequire(lib).resolve('@pixi/colord/plugins/names')) + '/names.mjs';
  const edits: Record<string, (code: string) => string> = {
    'rendering/init.mjs': (code) => code
      .replace("import { VideoSource } from './renderers/shared/texture/sources/VideoSource.mjs';\n", '')
      .replace(/\n {2}VideoSource,/, ''),
    'rendering/renderers/shared/system/SharedSystems.mjs': (code) => code
      .replace("import { ExtractSystem } from '../extract/ExtractSystem.mjs';\n", '')
      .replace(/\n {2}ExtractSystem,/, ''),
    'app/init.mjs': (code) => code
      .replace("import { ResizePlugin } from './ResizePlugin.mjs';\n", '')
      .replace('extensions.add(ResizePlugin);\n', ''),
    'rendering/renderers/gl/texture/GlTextureSystem.mjs': (code) => code
      .replace("import { glUploadCompressedTextureResource } from './uploaders/glUploadCompressedTextureResource.mjs';\n", '')
      .replace(/\n {6}compressed: glUploadCompressedTextureResource,/, ''),
    'unsafe-eval/init.mjs': (code) => code
      .replace("import { GpuUboSystem } from '../rendering/renderers/gpu/GpuUboSystem.mjs';\n", '')
      .replace("import { ParticleBuffer } from '../scene/particle-container/shared/ParticleBuffer.mjs';\n", '')
      .replace("import { generateParticleUpdatePolyfill } from './particle/generateParticleUpdatePolyfill.mjs';\n", '')
      .replace(/import \{ generateUboSyncPolyfillSTD40, generateUboSyncPolyfillWGSL \}/, 'import { generateUboSyncPolyfillSTD40 }')
      .replace(/\n {2}Object\.assign\(GpuUboSystem\.prototype, \{[^}]*\}\);/, '')
      .replace(/\n {2}Object\.assign\(ParticleBuffer\.prototype, \{[^}]*\}\);/, ''),
    'scene/graphics/shared/svg/SVGParser.mjs': () =>
      'export function SVGParser() { throw new Error("SVG drawing is left out of this build (vite.config.ts, pixiWithoutUnused)"); }\n',
    'scene/text/canvas/utils/measureTaggedText.mjs': () =>
      'function measureTaggedText() { throw new Error("Tagged text is left out of this build (vite.config.ts, pixiWithoutUnused)"); }\n' +
      'export { measureTaggedText, measureTaggedText as tokenizeTaggedRuns, measureTaggedText as wordWrapTaggedLines };\n',
  };
  const gone: Record<string, RegExp> = {
    'rendering/init.mjs': /VideoSource/,
    'app/init.mjs': /ResizePlugin/,
    'rendering/renderers/gl/texture/GlTextureSystem.mjs': /glUploadCompressedTextureResource/,
    'rendering/renderers/shared/system/SharedSystems.mjs': /ExtractSystem/,
    'unsafe-eval/init.mjs': /GpuUboSystem|ParticleBuffer|WGSL/,
    'scene/graphics/shared/svg/SVGParser.mjs': /import/,
    'scene/text/canvas/utils/measureTaggedText.mjs': /import/,
  };
  return {
    name: 'nine-lives-pixi-without-unused',
    apply: 'build',
    enforce: 'pre',
    load(id) {
      if (id === colourNames) {
        const code = readFileSync(id, 'utf8');
        if (!/^export default function\(e,f\)\{var a=\{white:"#ffffff"/.test(code)) throw new Error('pixiWithoutUnused: @pixi/colord\'s names plugin changed');
        return 'const NAMES = { black: "#000000", white: "#ffffff", transparent: "#0000" };\n' +
          'export default function names(Colord, parsers) {\n' +
          '  parsers.string.push([(input) => { const hex = NAMES[input.toLowerCase()]; return hex ? new Colord(hex).toRgb() : null; }, "name"]);\n}\n';
      }
      if (!id.startsWith(lib)) return null;
      const file = id.slice(lib.length);
      const edit = edits[file];
      if (!edit) return null;
      const code = edit(readFileSync(id, 'utf8'));
      if (gone[file].test(code)) throw new Error(`pixiWithoutUnused: PixiJS's ${file} changed; its unused parts could not be left out`);
      return code;
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
