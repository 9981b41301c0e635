import {
  BatcherPipe,
  BlendModePipe,
  ColorMaskPipe,
  GlBackBufferSystem,
  GlBatchAdaptor,
  GlBufferSystem,
  GlColorMaskSystem,
  GlContextSystem,
  GlEncoderSystem,
  GlGeometrySystem,
  GlLimitsSystem,
  GlRenderTargetSystem,
  GlShaderSystem,
  GlStateSystem,
  GlStencilSystem,
  GlTextureSystem,
  GlUboSystem,
  GlUniformGroupSystem,
  RenderGroupPipe,
  SharedSystems,
  SpritePipe,
  type WebGLRenderer as PixiWebGLRenderer,
} from 'pixi.js';
import { tableRenderer } from './table-renderer';

/**
 * Pixi's WebGL renderer with what the table draws (table-renderer.ts: every WebGL system, and the
 * pipes of sprites in containers), where a GPU draws the table: fetched only there (pixi-app.ts,
 * drawing.ts). Typed as Pixi's, whose systems it has (the same classes, by the same names).
 */
export const WebGLRenderer = tableRenderer('webgl', [
  ...SharedSystems,
  GlUboSystem,
  GlBackBufferSystem,
  GlContextSystem,
  GlLimitsSystem,
  GlBufferSystem,
  GlTextureSystem,
  GlRenderTargetSystem,
  GlGeometrySystem,
  GlUniformGroupSystem,
  GlShaderSystem,
  GlEncoderSystem,
  GlStateSystem,
  GlStencilSystem,
  GlColorMaskSystem,
  BlendModePipe,
  BatcherPipe,
  SpritePipe,
  RenderGroupPipe,
  ColorMaskPipe,
  GlBatchAdaptor,
]) as unknown as typeof PixiWebGLRenderer;
