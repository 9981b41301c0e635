import type { Renderer } from 'pixi.js';
import type { Drawing } from './drawing';

/** The renderer of a drawing, not yet started: only its code is fetched (each pulls in Pixi's core). */
export const rendererFor = async (drawing: Drawing): Promise<Renderer> => (drawing === 'webgl' ? new (await import('./webgl-renderer')).WebGLRenderer() : new (await import('./canvas-renderer')).CanvasRenderer());
