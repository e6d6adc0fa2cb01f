import { readFile } from 'node:fs/promises';
import type * as esbuild from 'esbuild';

/**
 * The first route's chunks, preloaded from the HTML (issue 27: /cart's LCP, every route's TBT and
 * tap). The browser's entry loads the first route's page and its feature modules before it hydrates
 * (src/ui/main.tsx); as `import()`s they came in waves (the page's wrapper, then the chunks it imports,
 * then theirs), each a round trip after the entry had run. The server's render loads the very same
 * chunks for the same route (render-page.tsx preloads the page into the request's container): its
 * bundle records each `import()` of a browser chunk made while one request renders, and the page's
 * head gets a `modulepreload` for each with its static imports, so they download beside the entry.
 * No byte more is fetched: only sooner.
 */

/** `import("/assets/…js")` in the browser's minified chunks. */
const DYNAMIC_IMPORT = /\bimport\("(\/assets\/[^"]+\.js)"\)/g;

/** The browser chunk's code with each `import()` of a chunk reported to the request being rendered. */
export async function trackedChunk(file: string): Promise<string> {
  const code = await readFile(file, 'utf8');
  return code.replace(DYNAMIC_IMPORT, (_, url: string) => `(globalThis.__tpxChunkImported?.(${JSON.stringify(url)}), import(${JSON.stringify(url)}))`);
}

/**
 * Each lazily imported chunk's URL → the URLs to preload for it: itself and its static imports, less
 * what index.html already preloads (the entry's) and the chunks that never run before an effect
 * (`skip`: pixi's, the printing canvas, which would only take bandwidth from the first paint).
 */
export function preloadTable(metafile: esbuild.Metafile, toUrl: (file: string) => string, entry: string, skip: ReadonlySet<string>): Record<string, string[]> {
  const outputs = metafile.outputs;
  const closure = (start: string, into = new Set<string>()) => {
    if (into.has(start) || skip.has(start)) return into;
    into.add(start);
    for (const i of outputs[start]?.imports ?? []) if (i.kind === 'import-statement' && i.path.endsWith('.js')) closure(i.path, into);
    return into;
  };
  const inHtml = closure(entry);
  const table: Record<string, string[]> = {};
  for (const file of Object.keys(outputs)) {
    if (!file.endsWith('.js') || inHtml.has(file) || skip.has(file)) continue;
    table[toUrl(file)] = [...closure(file)].filter((f) => !inHtml.has(f)).map(toUrl);
  }
  return table;
}

/** The server bundle's entry: the client build's `renderPage`, its answer completed with the chunks to preload. */
export function trackingEntry(renderPageFile: string, table: Record<string, string[]>): string {
  return `
import { AsyncLocalStorage } from 'node:async_hooks';
import { renderPage as render } from ${JSON.stringify(renderPageFile)};
const table = ${JSON.stringify(table)};
const imported = new AsyncLocalStorage();
globalThis.__tpxChunkImported = (url) => void imported.getStore()?.add(url);
export async function renderPage(request) {
  const urls = new Set();
  const page = await imported.run(urls, () => render(request));
  if (!page) return page;
  const modulePreloads = new Set();
  for (const url of urls) for (const file of table[url] ?? []) modulePreloads.add(file);
  return { ...page, modulePreloads: [...modulePreloads] };
}
`;
}
