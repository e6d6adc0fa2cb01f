import { loadEnvironmentExtensions } from 'pixi.js';

/**
 * Fetches the canvas's code and Pixi's browser set-up before the canvas is mounted (the photo picker
 * calls it once idle: issue 31 item 7, the first tile within 1 s of choosing on a phone). Without it
 * the tool fetches them one after the other after the route change: the canvas chunk, then Pixi's
 * environment, then its renderer. Pixi's own init asks for the environment again and finds it loaded.
 */
export async function warmCanvas(): Promise<void> {
  await Promise.all([import('./print-canvas'), loadEnvironmentExtensions(false)]);
}
