// CSP: no 'unsafe-eval' — pixi's shader and uniform code generators are replaced by polyfills.
import 'pixi.js/unsafe-eval';
import { Application, Ticker } from 'pixi.js';

/**
 * The printing canvas's Pixi Application inside `host`'s size (software WebGL works): drawn on demand
 * (no ticker runs), its drawing buffer preserved, Pixi's own input and texture GC switched off.
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
    eventFeatures: { move: false, globalMove: false, click: false, wheel: false },
    hello: false,
    // Nothing is collected behind our back (a collected texture would be re-uploaded inside a
    // frame); the TextureCache frees what the project no longer shows.
    gcActive: false,
  });
  app.ticker.stop();
  // Input is ours (the view's native listeners): Pixi's event system would otherwise listen on
  // the canvas and on the whole document (every pointermove anywhere, every wheel) for nothing.
  app.renderer.events.setTargetElement(null as unknown as HTMLElement);
  // Pixi's scheduler keeps Ticker.system running a requestAnimationFrame loop forever (for the GC
  // switched off above): an idle canvas must run no script at all.
  Ticker.system.autoStart = false;
  Ticker.system.stop();
  app.canvas.setAttribute('aria-hidden', 'true');
  app.canvas.style.display = 'block';
  return app;
}
