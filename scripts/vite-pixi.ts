// PixiJS as the app's build takes it (vite.config.ts): piece by piece, and without what no table uses. Build only:
// the dev server pre-bundles pixi.js whole, and a second copy would split its registry.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import type { Plugin } from 'vite';

/** PixiJS's lib/ folder. */
const pixiLib = (): string => dirname(createRequire(import.meta.url).resolve('pixi.js')) + '/';

/**
 * PixiJS piece by piece in the app's bundle. PixiJS's own `pixi.js` module re-exports everything, its renderers too,
 * and registers its environments' catch-all extension sets: bundled through it, the WebGL, WebGPU and canvas
 * renderers all land in the chunk every game loads, although it picks one of them with import() when a table opens.
 * Here `pixi.js` is the same list of exports, each from its own file, without the three renderers (each then a
 * chunk of its own, loaded by autoDetectRenderer for the one picked: WebGL, or canvas when WebGL fails or is only
 * emulated, src/scene/app.ts), the spritesheet loader and the environments (src/scene/app.ts starts PixiJS with
 * manageImports: false and no extension: pointer input is src/scene/pointer-input.ts). Types still come from
 * pixi.js itself.
 */
export function pixiPieceByPiece(): Plugin {
  const lib = pixiLib();
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

/** One module of PixiJS changed as it is loaded, and what must be gone from it afterwards. */
interface PixiEdit {
  edit: (code: string) => string;
  /** Still found after the edit: PixiJS moved what the edit takes out, and the build fails rather than ship it. */
  gone: RegExp;
}

const stub = (what: string, exports: string): string =>
  `function ${exports.split(',')[0].trim()}() { throw new Error("${what} is left out of this build (scripts/vite-pixi.ts)"); }\n` +
  `export { ${exports} };\n`;

/**
 * The parts of PixiJS no table uses (about 6 KiB of gzip every game loaded), by module of its lib/ folder:
 * - rendering/init.mjs registers VideoSource (and its alpha-mode probe): no table plays a video.
 * - The pixel reading of `renderer.extract`: no scene reads its pixels back (the GPU probe reads with WebGL itself).
 *   (Masks are unused too, but the WebGL renderer draws nothing without their pipes.)
 * - The Application's resize plugin (src/scene/app.ts sizes the renderer itself) and WebGL's uploader of compressed
 *   textures (every texture here is drawn or baked at run time).
 * - unsafe-eval/init.mjs (our CSP has no 'unsafe-eval') also patches the WebGPU renderer's uniform buffers and the
 *   particle container's buffer, which brings ParticleBuffer: neither is ever loaded (src/scene/app.ts picks WebGL
 *   or canvas; no scene has particles).
 * - GraphicsContext.svg() brings the SVG parser: no scene draws SVG text; the stub says so if one ever does.
 * - Text measures tagged text (runs of styles, `tagStyles`) with a module of its own: no text here is tagged.
 */
const PIXI_EDITS: Record<string, PixiEdit> = {
  'rendering/init.mjs': {
    edit: (code) => code
      .replace("import { VideoSource } from './renderers/shared/texture/sources/VideoSource.mjs';\n", '')
      .replace(/\n {2}VideoSource,/, ''),
    gone: /VideoSource/,
  },
  'rendering/renderers/shared/system/SharedSystems.mjs': {
    edit: (code) => code
      .replace("import { ExtractSystem } from '../extract/ExtractSystem.mjs';\n", '')
      .replace(/\n {2}ExtractSystem,/, ''),
    gone: /ExtractSystem/,
  },
  'app/init.mjs': {
    edit: (code) => code
      .replace("import { ResizePlugin } from './ResizePlugin.mjs';\n", '')
      .replace('extensions.add(ResizePlugin);\n', ''),
    gone: /ResizePlugin/,
  },
  'rendering/renderers/gl/texture/GlTextureSystem.mjs': {
    edit: (code) => code
      .replace("import { glUploadCompressedTextureResource } from './uploaders/glUploadCompressedTextureResource.mjs';\n", '')
      .replace(/\n {6}compressed: glUploadCompressedTextureResource,/, ''),
    gone: /glUploadCompressedTextureResource/,
  },
  'unsafe-eval/init.mjs': {
    edit: (code) => code
      .replace("import { GpuUboSystem } from '../rendering/renderers/gpu/GpuUboSystem.mjs';\n", '')
      .replace("import { ParticleBuffer } from '../scene/particle-container/shared/ParticleBuffer.mjs';\n", '')
      .replace("import { generateParticleUpdatePolyfill } from './particle/generateParticleUpdatePolyfill.mjs';\n", '')
      .replace(/import \{ generateUboSyncPolyfillSTD40, generateUboSyncPolyfillWGSL \}/, 'import { generateUboSyncPolyfillSTD40 }')
      .replace(/\n {2}Object\.assign\(GpuUboSystem\.prototype, \{[^}]*\}\);/, '')
      .replace(/\n {2}Object\.assign\(ParticleBuffer\.prototype, \{[^}]*\}\);/, ''),
    gone: /GpuUboSystem|ParticleBuffer|WGSL/,
  },
  'scene/graphics/shared/svg/SVGParser.mjs': {
    edit: () => stub('SVG drawing', 'SVGParser'),
    gone: /import/,
  },
  'scene/text/canvas/utils/measureTaggedText.mjs': {
    edit: () => stub('Tagged text', 'measureTaggedText, measureTaggedText as tokenizeTaggedRuns, measureTaggedText as wordWrapTaggedLines'),
    gone: /import/,
  },
};

/**
 * The 148 CSS colour names Color reads (its colord names plugin): the scenes give colours as numbers or rgba();
 * PixiJS itself names only black and white (its text and gradient defaults), which the small plugin keeps.
 */
const COLOUR_NAMES_PLUGIN = 'const NAMES = { black: "#000000", white: "#ffffff", transparent: "#0000" };\n' +
  'export default function names(Colord, parsers) {\n' +
  '  parsers.string.push([(input) => { const hex = NAMES[input.toLowerCase()]; return hex ? new Colord(hex).toRgb() : null; }, "name"]);\n}\n';

/** PixiJS without what no table uses (PIXI_EDITS), each module's text checked before it is changed. */
export function pixiWithoutUnused(): Plugin {
  const lib = pixiLib();
  const colourNames = dirname(createRequire(lib).resolve('@pixi/colord/plugins/names')) + '/names.mjs';
  return {
    name: 'nine-lives-pixi-without-unused',
    apply: 'build',
    enforce: 'pre',
    load(id) {
      if (id === colourNames) {
        if (!/^export default function\(e,f\)\{var a=\{white:"#ffffff"/.test(readFileSync(id, 'utf8'))) throw new Error('pixiWithoutUnused: @pixi/colord\'s names plugin changed');
        return COLOUR_NAMES_PLUGIN;
      }
      if (!id.startsWith(lib)) return null;
      const file = id.slice(lib.length);
      const change = PIXI_EDITS[file];
      if (!change) return null;
      const code = change.edit(readFileSync(id, 'utf8'));
      if (change.gone.test(code)) throw new Error(`pixiWithoutUnused: PixiJS's ${file} changed; its unused parts could not be left out`);
      return code;
    },
  };
}
