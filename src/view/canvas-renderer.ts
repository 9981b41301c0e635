/** Pixi's canvas renderer, where WebGL is missing or drawn by the CPU: fetched only there (pixi-app.ts, drawing.ts). */
export { CanvasRenderer } from 'pixi.js';
