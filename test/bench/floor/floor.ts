/**
 * The floor of the start-up benchmark: the cheapest Pixi v8 table there can be. One Application,
 * one canvas texture with 52 card cells at the app's card size in device pixels, 52 sprites, one
 * render at resolution 2. No storage, no layout, no DOM around it. The app's first table frame is
 * measured against this page's in the same run. `?canvas` draws it with Pixi's canvas renderer
 * rather than WebGL: where WebGL is drawn by the CPU (this machine's SwiftShader) that is the
 * cheaper Pixi table, as it is the app's choice there (src/view/drawing.ts).
 */
import { Application, Rectangle, Sprite, Texture } from 'pixi.js';

const app = new Application();
await app.init({
  preference: location.search.includes('canvas') ? 'canvas' : 'webgl',
  resolution: 2,
  autoDensity: true,
  antialias: false,
  backgroundAlpha: 0,
  autoStart: false,
  sharedTicker: false,
  width: innerWidth,
  height: innerHeight,
});
document.body.appendChild(app.canvas);

// Cards as wide as the app's on the same screen: 7 columns across with small gaps.
const width = Math.floor((innerWidth - 12) / 7.1);
const height = Math.round(width * (88 / 63));
const res = 2;
const canvas = document.createElement('canvas');
canvas.width = 13 * width * res;
canvas.height = 4 * height * res;
const ctx = canvas.getContext('2d') as CanvasRenderingContext2D;
ctx.font = `700 ${width * res * 0.34}px sans-serif`;
for (let i = 0; i < 52; i++) {
  const x = (i % 13) * width * res;
  const y = Math.floor(i / 13) * height * res;
  ctx.fillStyle = '#fbfaf5';
  ctx.fillRect(x + 1, y + 1, width * res - 2, height * res - 2);
  ctx.fillStyle = i < 13 || i >= 39 ? '#16181d' : '#c4202b';
  ctx.fillText(String((i % 13) + 1), x + 8, y + width * res * 0.4);
}
const source = Texture.from(canvas).source;
for (let i = 0; i < 52; i++) {
  const frame = new Rectangle((i % 13) * width * res, Math.floor(i / 13) * height * res, width * res, height * res);
  const sprite = new Sprite(new Texture({ source, frame }));
  sprite.scale.set(1 / res);
  const column = i % 7;
  sprite.position.set(6 + column * width * 1.015, 8 + Math.floor(i / 7) * height * 0.27);
  app.stage.addChild(sprite);
}
app.renderer.render(app.stage);
performance.mark('yukon:first-frame');
