import { stat } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { RenderPage } from '../../src/contract/page-render';

/**
 * The build's page render (issue 27): dist/server/render.js, beside this server's own bundle and
 * the client it serves, built from the client's views in the client's build (esbuild.config.ts),
 * so the server imports no view. Loaded on first use, again when a build rewrote it (`npm run
 * dev`); null when there is none (the browser then renders the page alone).
 */
let cached: { file: string; mtimeMs: number; render: RenderPage | null } | undefined;

export async function loadPageRenderer(clientDir: string): Promise<RenderPage | null> {
  const file = path.join(path.dirname(path.resolve(clientDir)), 'server', 'render.js');
  const mtimeMs = await stat(file).then(
    (s) => s.mtimeMs,
    () => -1,
  );
  if (cached?.file === file && cached.mtimeMs === mtimeMs) return cached.render;
  const render = mtimeMs < 0 ? null : await import(`${pathToFileURL(file).href}?v=${mtimeMs}`).then((m: { renderPage?: RenderPage }) => m.renderPage ?? null);
  cached = { file, mtimeMs, render };
  return render;
}
