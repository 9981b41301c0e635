import { AbstractRenderer, ExtensionType, RendererType, extensions, type RendererConfig } from 'pixi.js';

type Part = Parameters<typeof extensions.add>[number];

const KINDS = {
  canvas: { type: RendererType.CANVAS, systems: ExtensionType.CanvasSystem, pipes: ExtensionType.CanvasPipes, adaptors: ExtensionType.CanvasPipesAdaptor, loaders: ExtensionType.CanvasLoader },
  webgl: { type: RendererType.WEBGL, systems: ExtensionType.WebGLSystem, pipes: ExtensionType.WebGLPipes, adaptors: ExtensionType.WebGLPipesAdaptor, loaders: ExtensionType.WebGLLoader },
} as const;

/**
 * A Pixi renderer class made of `parts` (its systems, pipes and adaptors) and nothing more,
 * registered as Pixi registers those of its own renderers. The table draws sprites in containers
 * only: Pixi's CanvasRenderer and WebGLRenderer bring the graphics adaptor (the whole Graphics
 * system and earcut), the mesh adaptor and the stencil and alpha masks' pipes besides, which the
 * table never uses and its worker would fetch and compile before the first frame.
 */
export function tableRenderer(kind: keyof typeof KINDS, parts: readonly Part[]): new () => AbstractRenderer<never, never> {
  const { type, ...lists } = KINDS[kind];
  const config: RendererConfig = { name: kind, type, systems: [], renderPipes: [], renderPipeAdaptors: [], loaders: [] };
  extensions.handleByNamedList(lists.systems, config.systems);
  extensions.handleByNamedList(lists.pipes, config.renderPipes);
  extensions.handleByNamedList(lists.adaptors, config.renderPipeAdaptors);
  extensions.handleByNamedList(lists.loaders, config.loaders ?? []);
  extensions.add(...parts);
  return class extends AbstractRenderer<never, never> {
    constructor() {
      super(config);
    }
  };
}
