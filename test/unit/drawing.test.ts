import { describe, expect, it } from 'vitest';
import { drawingFor } from '../../src/view/drawing';

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
