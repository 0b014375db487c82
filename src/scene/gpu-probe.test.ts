// The WebGL probe (./gpu-probe.ts) with a fake context and clock: a software name is slow without timing; a GPU that
// hides its name is judged by how long its fills take until the one-pixel read returns; a hiccup in one batch is
// forgiven; no WebGL is 'none'; a probe that throws leaves WebGL in use; the context is always let go.
import { describe, expect, it } from 'vitest';
import { probeWebGL, SLOW_BATCH_MS } from './gpu-probe';

/** A WebGL context that costs `msPerQuad` per full-canvas quad (given for each batch in turn), paid at readPixels. */
function fakeGl(name: string, msPerQuad: number[], clock: { t: number }) {
  let quads = 0;
  const log = { lost: false, reads: 0 };
  const gl = {
    VERTEX_SHADER: 1, FRAGMENT_SHADER: 2, ARRAY_BUFFER: 3, STATIC_DRAW: 4, FLOAT: 5, BLEND: 6, ONE: 7, ONE_MINUS_SRC_ALPHA: 8,
    TRIANGLES: 9, RGBA: 10, UNSIGNED_BYTE: 11, TEXTURE_2D: 12, LINK_STATUS: 13, RENDERER: 14, TEXTURE_MIN_FILTER: 15,
    TEXTURE_MAG_FILTER: 16, TEXTURE_WRAP_S: 17, TEXTURE_WRAP_T: 18, LINEAR: 19, CLAMP_TO_EDGE: 20,
    getExtension: (ext: string) => ext === 'WEBGL_debug_renderer_info' ? { UNMASKED_RENDERER_WEBGL: 99 }
      : ext === 'WEBGL_lose_context' ? { loseContext: () => { log.lost = true; } } : null,
    getParameter: (p: number) => (p === 99 ? name : 'WebKit WebGL'),
    createShader: () => ({}), shaderSource() {}, compileShader() {}, createProgram: () => ({}), attachShader() {},
    bindAttribLocation() {}, linkProgram() {}, getProgramParameter: () => true, useProgram() {}, createBuffer: () => ({}),
    bindBuffer() {}, bufferData() {}, enableVertexAttribArray() {}, vertexAttribPointer() {}, createTexture: () => ({}),
    bindTexture() {}, texImage2D() {}, texParameteri() {}, enable() {}, blendFunc() {}, viewport() {},
    getUniformLocation: () => ({}), uniform1f() {},
    drawArrays: () => { quads++; },
    readPixels: () => {
      // Read 0 ends the untimed warm-up, then read i ends timed batch i, each at its own cost (the last one's after).
      clock.t += quads * msPerQuad[Math.min(log.reads, msPerQuad.length - 1)];
      log.reads++;
      quads = 0;
    },
  };
  return { gl, log };
}

function run(name: string | null, msPerQuad: number[] = [0]) {
  const clock = { t: 0 };
  const fake = name === null ? null : fakeGl(name, msPerQuad, clock);
  const doc = {
    createElement: () => ({ width: 0, height: 0, getContext: () => fake?.gl ?? null }),
  } as unknown as Pick<Document, 'createElement'>;
  return { verdict: probeWebGL(doc, () => clock.t), log: fake?.log };
}

describe('probeWebGL', () => {
  it('calls a software rasteriser by its name slow without timing it', () => {
    for (const name of ['Google SwiftShader', 'llvmpipe (LLVM 15.0.6, 256 bits)', 'Microsoft Basic Render Driver']) {
      const { verdict, log } = run(name);
      expect(verdict).toBe('slow');
      expect(log!.reads).toBe(0);
      expect(log!.lost).toBe(true);
    }
  });

  it('times a GPU that hides its name: quick fills are fast, slow ones (llvmpipe under "Apple GPU") slow', () => {
    const quick = run('Apple GPU', [20, 0.3]); // the warm-up (the shader's compile) is not timed
    expect(quick.verdict).toBe('fast');
    expect(quick.log!.reads).toBe(2); // one quick batch is enough
    const slow = run('Apple GPU', [20, 6]); // 24 ms a batch, as llvmpipe here
    expect(slow.verdict).toBe('slow');
    expect(slow.log!.lost).toBe(true);
  });

  it('forgives one slow batch when the next is quick, and draws the line at SLOW_BATCH_MS', () => {
    expect(run('ANGLE (Mali-G52)', [20, 10, 0.5]).verdict).toBe('fast');
    expect(run('ANGLE (Mali-G52)', [0, SLOW_BATCH_MS / 4]).verdict).toBe('fast');
    expect(run('ANGLE (Mali-G52)', [0, SLOW_BATCH_MS / 4 + 0.1]).verdict).toBe('slow');
  });

  it("is 'none' without WebGL, and leaves WebGL in use when the probe itself fails", () => {
    expect(run(null).verdict).toBe('none');
    const doc = { createElement: () => { throw new Error('no canvas'); } } as unknown as Pick<Document, 'createElement'>;
    expect(probeWebGL(doc, () => 0)).toBe('fast');
  });
});
