// The browser build's `pixi.js` (esbuild.config.ts, leanPixi): only the parts of Pixi the printing
// canvas uses, imported from their own modules. Pixi's index imports every feature for its side
// effects (graphics, text, filters, events, accessibility, the WebGPU and canvas renderers' shared
// code): importing one class from it put ~160 KB (gzip) into the tool's chunks; this is ~50 KB plus
// the WebGL renderer, which Pixi loads itself when the canvas starts. The same modules as the index
// exports (tests/ui/printing/lean-pixi.test.ts checks each name against Pixi's index), so the
// classes are Pixi's own. Add a name here when the canvas imports a new one from 'pixi.js'.

// What Pixi's index registers that this canvas needs: the texture sources and masks, and the
// Application's ticker and resize plugins. The rest of the environment (events, accessibility,
// filters, DOM) the canvas does without: its Application starts with `skipExtensionImports`.
import 'pixi.js/lib/rendering/init.mjs';
import 'pixi.js/lib/app/init.mjs';

export { Application } from 'pixi.js/lib/app/Application.mjs';
export { Rectangle } from 'pixi.js/lib/maths/shapes/Rectangle.mjs';
export { RenderTexture } from 'pixi.js/lib/rendering/renderers/shared/texture/RenderTexture.mjs';
export { ImageSource } from 'pixi.js/lib/rendering/renderers/shared/texture/sources/ImageSource.mjs';
export { Texture } from 'pixi.js/lib/rendering/renderers/shared/texture/Texture.mjs';
export { Container } from 'pixi.js/lib/scene/container/Container.mjs';
export { Sprite } from 'pixi.js/lib/scene/sprite/Sprite.mjs';
export { Ticker } from 'pixi.js/lib/ticker/Ticker.mjs';
