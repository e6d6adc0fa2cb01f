/**
 * On a route whose first screen the server drew, the app starts after idle (issue 19): the entry's
 * script tag and its `modulepreload` links give way to the idle starter
 * (src/ui/boot/start-when-idle.ts), which is told the entry and its chunks and loads them itself
 * when the page is idle or the shopper reaches for it. The build names the starter on the entry's
 * tag (`data-tpx-idle-start`, esbuild.config.ts); an index.html without it is left as it is.
 */

const ENTRY_TAG = /<script type="module" src="([^"]+)" data-tpx-idle-start="([^"]+)"><\/script>/;
const PRELOAD_LINK = /[ \t]*<link rel="modulepreload" href="([^"]+)">\n?/g;

export function withIdleStart(html: string): string {
  const tag = ENTRY_TAG.exec(html);
  if (!tag) return html;
  const [whole, entry, starter] = tag;
  const chunks = [...html.matchAll(PRELOAD_LINK)].map((m) => m[1]!);
  return html
    .replace(PRELOAD_LINK, '')
    .replace(whole, `<script type="module" src="${starter}" data-tpx-entry="${entry}" data-tpx-chunks="${chunks.join(' ')}"></script>`);
}
