/** Pixi's canvas renderer, for a browser without WebGL: fetched only there (pixi-app.ts). */
export { CanvasRenderer } from 'pixi.js';
