/**
 * Starts the app once the page is idle, on the routes whose first screen the server draws (issue 19).
 *
 * There the first screen is already on screen without any script: its links are links and its
 * buttons wait, disabled, for the app (server/http/first-screen.ts). Loading the entry (≈ 145 KB of
 * gzip, mostly the view and DI libraries) during the load would only compete with the first
 * screen's pictures for the network and, on a slow phone, hold the main thread while the shopper
 * reads. So this script, which the server puts in place of the entry, loads it after the load
 * event's first idle period — like Astro's `client:idle` — or at once when the shopper reaches for
 * the page (pointer, key, touch or focus), whichever comes first. Routes the server does not draw
 * load the entry straight from the HTML.
 *
 * It imports nothing: the whole file is the only script fetched before idle. Its tag carries the
 * entry (`data-tpx-entry`) and the entry's static chunks (`data-tpx-chunks`), which are
 * `modulepreload`ed together with the entry, so they download side by side rather than one after
 * another.
 */

const script = document.querySelector<HTMLScriptElement>('script[data-tpx-entry]');
const entry = script?.dataset.tpxEntry;
const chunks = (script?.dataset.tpxChunks ?? '').split(' ').filter(Boolean);

/** The shopper's first reach for the page: the app must not wait for idle any more. */
const REACH = ['pointerdown', 'keydown', 'touchstart', 'focusin'] as const;
/** Longest wait for an idle period on a page that never idles (a busy phone, an animation). */
const IDLE_TIMEOUT_MS = 2000;

let started = false;
function start(): void {
  if (started || !entry) return;
  started = true;
  for (const name of REACH) removeEventListener(name, start, true);
  for (const href of chunks) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    document.head.append(link);
  }
  // A failed load leaves the server's first screen, whose links still work; the next navigation
  // loads the page (and this script) again.
  import(entry).catch((error: unknown) => console.error('TilePix could not start', error));
}

function startWhenIdle(): void {
  if ('requestIdleCallback' in window) requestIdleCallback(start, { timeout: IDLE_TIMEOUT_MS });
  else setTimeout(start, 0);
}

for (const name of REACH) addEventListener(name, start, { capture: true, passive: true });
if (document.readyState === 'complete') startWhenIdle();
else addEventListener('load', startWhenIdle, { once: true });

export {};
