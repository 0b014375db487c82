// Is WebGL here fast enough to draw a table? Asked once per page, when the first table picks its renderer (./app.ts).
// A software rasteriser that says so by name (SwiftShader, llvmpipe) is not; nor is one that hides its name: WebKit
// calls every GPU "Apple GPU", software included. Profiled in WebKitGTK 2.50 over Mesa's llvmpipe (two cores): with
// WebGL a table's frame took 50-800 ms (with the canvas renderer about 10), each card face baked 80-400 ms (5-15),
// and a Meow Meow deal, some 30 frames, 4-28 s (1.7-2.5). So the GPU is also timed: textured full-canvas fills,
// waited for by a one-pixel read. llvmpipe took 18-36 ms a batch there; a GPU takes a millisecond or two.

/** How many quads of FILL_W x FILL_H one timed batch draws (about 3.1 million pixels). */
const QUADS = 4;
const FILL_W = 768;
const FILL_H = 512;
/** A batch that takes longer than this is slow. */
export const SLOW_BATCH_MS = 10;
/** Batches timed at most: one quick batch is enough to call the GPU fast (a hiccup may slow one down). */
const BATCHES = 2;

export type WebGLVerdict = 'fast' | 'slow' | 'none';

const SOFTWARE = /swiftshader|llvmpipe|softpipe|software|basic render/i;

type GL = WebGLRenderingContext | WebGL2RenderingContext;

/** 'none': no WebGL at all; 'slow': a software rasteriser by name, or fills too slowly; else 'fast'. */
export function probeWebGL(doc: Pick<Document, 'createElement'> = document, now: () => number = () => performance.now()): WebGLVerdict {
  let gl: GL | null = null;
  try {
    const canvas = doc.createElement('canvas');
    canvas.width = FILL_W;
    canvas.height = FILL_H;
    gl = (canvas.getContext('webgl2') ?? canvas.getContext('webgl')) as GL | null;
    if (!gl) return 'none';
    const info = gl.getExtension('WEBGL_debug_renderer_info');
    const name = String(info ? gl.getParameter(info.UNMASKED_RENDERER_WEBGL) : gl.getParameter(gl.RENDERER));
    if (SOFTWARE.test(name)) return 'slow';
    return fillsSlowly(gl, now) ? 'slow' : 'fast';
  } catch {
    return 'fast'; // as before the timing: a probe that failed says nothing against the GPU
  } finally {
    gl?.getExtension('WEBGL_lose_context')?.loseContext();
  }
}

/** Draws full-canvas textured quads with blending (as a table's felt, weave and cards are), in batches each ended by
 *  a one-pixel read, which waits for them. */
function fillsSlowly(gl: GL, now: () => number): boolean {
  const shader = (type: number, source: string): WebGLShader => {
    const s = gl.createShader(type)!;
    gl.shaderSource(s, source);
    gl.compileShader(s);
    return s;
  };
  const program = gl.createProgram()!;
  gl.attachShader(program, shader(gl.VERTEX_SHADER,
    'attribute vec2 p; varying vec2 uv; void main() { uv = p * 0.5 + 0.5; gl_Position = vec4(p, 0.0, 1.0); }'));
  gl.attachShader(program, shader(gl.FRAGMENT_SHADER,
    'precision mediump float; varying vec2 uv; uniform sampler2D t; uniform float a; void main() { gl_FragColor = texture2D(t, uv) * a; }'));
  gl.bindAttribLocation(program, 0, 'p');
  gl.linkProgram(program);
  if (!gl.getProgramParameter(program, gl.LINK_STATUS)) return false;
  gl.useProgram(program);
  gl.bindBuffer(gl.ARRAY_BUFFER, gl.createBuffer());
  // One triangle that covers the canvas.
  gl.bufferData(gl.ARRAY_BUFFER, new Float32Array([-1, -1, 3, -1, -1, 3]), gl.STATIC_DRAW);
  gl.enableVertexAttribArray(0);
  gl.vertexAttribPointer(0, 2, gl.FLOAT, false, 0, 0);
  gl.bindTexture(gl.TEXTURE_2D, gl.createTexture());
  gl.texImage2D(gl.TEXTURE_2D, 0, gl.RGBA, 2, 2, 0, gl.RGBA, gl.UNSIGNED_BYTE,
    new Uint8Array([200, 40, 40, 255, 250, 250, 240, 255, 20, 90, 60, 255, 230, 190, 90, 200]));
  gl.texParameteri(gl.TEXTURE_2D, gl.TEXTURE_MIN_FILTER, gl.LINEAR);
  gl.texParameteri(gl.TEXTURE_2D, gl.TEXTURE_MAG_FILTER, gl.LINEAR);
  gl.texParameteri(gl.TEXTURE_2D, gl.TEXTURE_WRAP_S, gl.CLAMP_TO_EDGE);
  gl.texParameteri(gl.TEXTURE_2D, gl.TEXTURE_WRAP_T, gl.CLAMP_TO_EDGE);
  gl.enable(gl.BLEND);
  gl.blendFunc(gl.ONE, gl.ONE_MINUS_SRC_ALPHA);
  gl.viewport(0, 0, FILL_W, FILL_H);
  const alpha = gl.getUniformLocation(program, 'a');
  const pixel = new Uint8Array(4);
  const batch = (quads: number): number => {
    const start = now();
    for (let i = 0; i < quads; i++) {
      gl.uniform1f(alpha, 0.5 + i * 0.01);
      gl.drawArrays(gl.TRIANGLES, 0, 3);
    }
    gl.readPixels(0, 0, 1, 1, gl.RGBA, gl.UNSIGNED_BYTE, pixel);
    return now() - start;
  };
  batch(1); // the shader's compile and the first upload, not timed
  for (let i = 0; i < BATCHES; i++) if (batch(QUADS) <= SLOW_BATCH_MS) return false;
  return true;
}
