// Pixi's own modules the browser build imports past its package's export map (esbuild.config.ts,
// leanPixi): typed as what Pixi's index exports of them.
declare module 'pixi.js/lib/rendering/renderers/gl/WebGLRenderer.mjs' {
  export { WebGLRenderer } from 'pixi.js';
}
