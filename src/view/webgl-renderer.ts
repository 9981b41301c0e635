/** Pixi's WebGL renderer, where a GPU draws the table: fetched only there (pixi-app.ts, drawing.ts). */
export { WebGLRenderer } from 'pixi.js';
