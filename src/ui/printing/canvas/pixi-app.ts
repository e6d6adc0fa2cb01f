// CSP: no 'unsafe-eval' — pixi's shader and uniform code generators are replaced by polyfills.
import 'pixi.js/unsafe-eval';
import { Application, Ticker } from 'pixi.js';

/**
 * The printing canvas's Pixi Application inside `host`'s size (software WebGL works): drawn on demand
 * (no ticker runs), its drawing buffer preserved, without Pixi's own input, and its texture GC off.
 */
export async function createPixiApp(host: HTMLElement): Promise<Application> {
  const app = new Application();
  await app.init({
    preference: 'webgl',
    width: Math.max(1, host.clientWidth),
    height: Math.max(1, host.clientHeight),
    resolution: window.devicePixelRatio || 1,
    autoDensity: true,
    antialias: false,
    backgroundAlpha: 0,
    autoStart: false,
    sharedTicker: false,
    // Read back by the browser tests (frame colour, mat, grayscale, crop) and screenshots.
    preserveDrawingBuffer: true,
    hello: false,
    // Nothing is collected behind our back (a collected texture would be re-uploaded inside a
    // frame); the TextureCache frees what the project no longer shows.
    gcActive: false,
    // Pixi's browser environment (its event system, accessibility, filters, DOM elements) is not
    // loaded: the canvas uses none of it, and this build's Pixi carries only what it draws with
    // (lean-pixi.js). Its input is the view's own native listeners.
    skipExtensionImports: true,
  });
  app.ticker.stop();
  // Pixi's scheduler keeps Ticker.system running a requestAnimationFrame loop forever (for the GC
  // switched off above): an idle canvas must run no script at all.
  Ticker.system.autoStart = false;
  Ticker.system.stop();
  app.canvas.setAttribute('aria-hidden', 'true');
  app.canvas.style.display = 'block';
  return app;
}
