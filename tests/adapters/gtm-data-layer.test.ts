import { describe, expect, it } from 'vitest';
import { BrowserAnalytics } from '../../src/adapters/analytics/browser-analytics';
import { CONSENT_DEFAULTS, GtmDataLayer } from '../../src/adapters/analytics/gtm-data-layer';
import type { ServerAnalytics } from '../../src/adapters/analytics/server-analytics';

/** Just what the adapter touches of a window. */
function fakeWindow() {
  const scripts: Array<{ async?: boolean; src?: string }> = [];
  const win = {
    document: { createElement: () => ({}) as { async?: boolean; src?: string }, head: { appendChild: (s: { src?: string }) => scripts.push(s) } },
  } as unknown as Window & { dataLayer?: unknown[] };
  return { win, scripts };
}

const plain = (entry: unknown) =>
  Object.prototype.toString.call(entry) === '[object Arguments]' ? ['args', ...Array.from(entry as ArrayLike<unknown>)] : entry;

describe('the GTM data layer', () => {
  it('defaults consent (as a gtag Arguments object) before the start event, then adds the container script once', () => {
    const { win, scripts } = fakeWindow();
    const layer = new GtmDataLayer(win);
    layer.push({ event: 'tpx_page_view', page_path: '/' });
    layer.load('GTM-TPXDEMO');
    layer.load('GTM-TPXDEMO');
    const entries = win.dataLayer!.map(plain);
    expect(entries[0]).toEqual({ event: 'tpx_page_view', page_path: '/' });
    expect(entries[1]).toEqual(['args', 'consent', 'default', CONSENT_DEFAULTS]);
    expect(entries[2]).toMatchObject({ event: 'gtm.js' });
    expect(entries).toHaveLength(3);
    expect(scripts).toEqual([{ async: true, src: 'https://www.googletagmanager.com/gtm.js?id=GTM-TPXDEMO' }]);
    expect(CONSENT_DEFAULTS).toMatchObject({ ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied', analytics_storage: 'denied' });
  });

  it('reports errors to the backend and the data layer, aborts to neither', () => {
    const { win } = fakeWindow();
    const reported: string[] = [];
    const server = { track: () => {}, reportError: (_e: unknown, c: { where: string }) => reported.push(c.where) } as unknown as ServerAnalytics;
    const analytics = new BrowserAnalytics(server, new GtmDataLayer(win), () => 'wg');
    analytics.reportError(new DOMException('stopped', 'AbortError'), { where: 'upload' });
    expect(reported).toEqual([]);
    expect(win.dataLayer ?? []).toEqual([]);
    analytics.reportError(new Error('boom'), { where: 'cart' });
    expect(reported).toEqual(['cart']);
    expect(win.dataLayer).toEqual([{ event: 'wg_exception', description: 'cart: boom', fatal: false }]);
  });
});
