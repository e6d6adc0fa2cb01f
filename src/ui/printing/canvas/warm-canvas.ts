/**
 * Fetches the canvas's code and Pixi's WebGL renderer before the canvas is mounted (the photo picker
 * calls it once idle: issue 31 item 7, the first tile within 1 s of choosing on a phone). Without it
 * the tool fetches them one after the other after the route change: the canvas chunk, then the
 * renderer Pixi imports when its Application starts, which then finds it loaded.
 */
export async function warmCanvas(): Promise<void> {
  await Promise.all([import('./print-canvas'), import('pixi.js/lib/rendering/renderers/gl/WebGLRenderer.mjs')]);
}
