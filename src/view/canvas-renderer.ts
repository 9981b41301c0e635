import { BatcherPipe, BlendModePipe, CanvasBatchAdaptor, CanvasColorMaskPipe, CanvasContextSystem, CanvasLimitsSystem, CanvasRenderTargetSystem, CanvasTextureSystem, RenderGroupPipe, SharedSystems, SpritePipe, type CanvasRenderer as PixiCanvasRenderer } from 'pixi.js';
import { tableRenderer } from './table-renderer';

/**
 * Pixi's canvas renderer with what the table draws (table-renderer.ts: the colour mask's pipe is
 * one every render group asks for), where WebGL is missing or drawn by the CPU: fetched only there
 * (pixi-app.ts, drawing.ts). Its chunk is 3 KiB gzip; Pixi's whole CanvasRenderer's was 28.
 * Typed as Pixi's, whose systems it has (the same classes, by the same names).
 */
export const CanvasRenderer = tableRenderer('canvas', [
  ...SharedSystems,
  CanvasContextSystem,
  CanvasLimitsSystem,
  CanvasTextureSystem,
  CanvasRenderTargetSystem,
  BlendModePipe,
  BatcherPipe,
  SpritePipe,
  RenderGroupPipe,
  CanvasColorMaskPipe,
  CanvasBatchAdaptor,
]) as unknown as typeof PixiCanvasRenderer;
