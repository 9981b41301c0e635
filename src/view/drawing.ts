/**
 * How the table is drawn: by WebGL where a GPU draws it, by the 2D canvas where WebGL is missing
 * or drawn by the CPU. Software WebGL (SwiftShader, Mesa's llvmpipe, Windows' basic driver: a
 * machine without a usable GPU, a blocklisted driver, a virtual machine) renders each frame in
 * another process and the page reads it back on its main thread: at iPad 2× that held the main
 * thread 93% of the time while cards were dragged (500 tasks over 50 ms in 50 moves). The 2D
 * canvas draws the same sprites on the CPU directly, in a few milliseconds (2 such tasks).
 */
export type Drawing = 'webgl' | 'canvas';

/** Renderer names of WebGL implementations that draw on the CPU. */
const SOFTWARE = /swiftshader|llvmpipe|softpipe|lavapipe|software|basic render driver|microsoft basic render/i;

/** The drawing for a WebGL renderer's name (null: no WebGL at all). */
export function drawingFor(renderer: string | null): Drawing {
  return renderer === null || SOFTWARE.test(renderer) ? 'canvas' : 'webgl';
}

/**
 * The name of the browser's WebGL renderer, or null without WebGL (or when WebGL says it would be
 * slow). Read from a throwaway context, released at once. The plain name where the browser gives
 * it (Firefox); where that is only the browser's ("WebKit WebGL"), the unmasked one.
 */
export function webglRenderer(): string | null {
  let gl: WebGLRenderingContext | null;
  try {
    const canvas = document.createElement('canvas');
    const options = { failIfMajorPerformanceCaveat: true };
    gl = (canvas.getContext('webgl2', options) as WebGLRenderingContext | null) ?? (canvas.getContext('webgl', options) as WebGLRenderingContext | null);
  } catch {
    return null;
  }
  if (!gl) return null;
  let name = String(gl.getParameter(gl.RENDERER) ?? '');
  if (/^webkit webgl$/i.test(name) || name === '') {
    const info = gl.getExtension('WEBGL_debug_renderer_info');
    if (info) name = String(gl.getParameter(info.UNMASKED_RENDERER_WEBGL) ?? name);
  }
  gl.getExtension('WEBGL_lose_context')?.loseContext();
  return name;
}

const REMEMBERED = 'yukon:drawing';

/**
 * The drawing chosen at the last start in this browser (the same user agent), or null: a start
 * that knows it skips the throwaway WebGL context (about 25 ms before the first frame here).
 */
export function rememberedDrawing(): Drawing | null {
  try {
    const [agent, drawing] = JSON.parse(localStorage.getItem(REMEMBERED) ?? '[]') as unknown[];
    return agent === navigator.userAgent && (drawing === 'webgl' || drawing === 'canvas') ? drawing : null;
  } catch {
    return null;
  }
}

/** Keeps the drawing for the next start (nothing if storage is blocked: the next start asks again). */
export function rememberDrawing(drawing: Drawing): void {
  try {
    localStorage.setItem(REMEMBERED, JSON.stringify([navigator.userAgent, drawing]));
  } catch {
    // The next start asks WebGL again.
  }
}

/**
 * How to draw the table: as remembered from the last start, else chosen (`drawingFor`) and
 * remembered. A remembered drawing is asked again a while after the start, for the next one (a
 * GPU blocklisted or given back).
 */
export function chooseDrawing(): Drawing {
  const remembered = rememberedDrawing();
  const drawing = remembered ?? drawingFor(webglRenderer());
  if (remembered) setTimeout(() => rememberDrawing(drawingFor(webglRenderer())), 10_000);
  else rememberDrawing(drawing);
  return drawing;
}
