import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { drawingFor, rememberDrawing, rememberedDrawing } from '../../src/view/drawing';

describe('how the table is drawn', () => {
  it('draws by WebGL where a GPU draws it', () => {
    for (const name of ['ANGLE (Apple, ANGLE Metal Renderer: Apple M1, Unspecified Version)', 'Apple GPU', 'Mali-G78', 'Adreno (TM) 650', 'ANGLE (Intel, Intel(R) UHD Graphics 620 Direct3D11 vs_5_0 ps_5_0, D3D11)', 'Mesa Intel(R) Xe Graphics (TGL GT2)', 'AMD Radeon Pro 5500M'])
      expect(drawingFor(name), name).toBe('webgl');
  });

  it('draws by the 2D canvas where WebGL is drawn by the CPU, or missing', () => {
    for (const name of ['ANGLE (Google, Vulkan 1.3.0 (SwiftShader Device (Subzero) (0x0000C0DE)), SwiftShader driver)', 'Google SwiftShader', 'llvmpipe (LLVM 15.0.6, 256 bits)', 'Mesa/X.org, llvmpipe', 'softpipe', 'ANGLE (Microsoft, Microsoft Basic Render Driver Direct3D11 vs_5_0 ps_5_0, D3D11)', 'Apple Software Renderer', 'lavapipe'])
      expect(drawingFor(name), name).toBe('canvas');
    expect(drawingFor(null)).toBe('canvas');
  });
});

describe('the drawing remembered for the next start', () => {
  const kept = new Map<string, string>();
  const storage = { getItem: (k: string) => kept.get(k) ?? null, setItem: (k: string, v: string) => void kept.set(k, v) } as unknown as Storage;
  beforeEach(() => {
    kept.clear();
    vi.stubGlobal('localStorage', storage);
    vi.stubGlobal('navigator', { userAgent: 'Browser/1' });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('is the drawing kept, in the same browser only', () => {
    expect(rememberedDrawing()).toBeNull();
    rememberDrawing('canvas');
    expect(rememberedDrawing()).toBe('canvas');
    rememberDrawing('webgl');
    expect(rememberedDrawing()).toBe('webgl');
    vi.stubGlobal('navigator', { userAgent: 'Browser/2' });
    expect(rememberedDrawing()).toBeNull();
  });

  it('is nothing when the record is damaged or foreign, or storage is blocked', () => {
    for (const value of ['not json', '{"a":1}', '["Browser/1","svg"]', '["Browser/1"]', 'null', '42']) {
      kept.set('yukon:drawing', value);
      expect(rememberedDrawing(), value).toBeNull();
    }
    vi.stubGlobal('localStorage', { getItem: () => { throw new Error('blocked'); }, setItem: () => { throw new Error('blocked'); } });
    expect(rememberedDrawing()).toBeNull();
    expect(() => rememberDrawing('canvas')).not.toThrow();
  });
});
