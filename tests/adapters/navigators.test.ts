import { describe, expect, it } from 'vitest';
import { HistoryNavigator } from '../../src/adapters/navigation/history-navigator';
import { MemoryNavigator } from '../../src/adapters/navigation/memory-navigator';

/** Just enough of a window: a location, a history that moves it, and events. */
function fakeWindow(start: string) {
  const url = new URL(start, 'https://shop.example');
  const listeners = new Map<string, Set<() => void>>();
  const entries: string[] = [url.pathname + url.search];
  const move = (path: string) => {
    const next = new URL(path, url);
    url.pathname = next.pathname;
    url.search = next.search;
    url.hash = next.hash;
  };
  const win = {
    location: url,
    history: {
      pushState: (_: unknown, __: string, path: string) => (move(path), entries.push(path)),
      replaceState: (_: unknown, __: string, path: string) => (move(path), (entries[entries.length - 1] = path)),
    },
    addEventListener: (type: string, l: () => void) => listeners.set(type, (listeners.get(type) ?? new Set()).add(l)),
    removeEventListener: (type: string, l: () => void) => listeners.get(type)?.delete(l),
  };
  const listening = () => [...listeners.values()].reduce((n, set) => n + set.size, 0);
  return { win: win as unknown as Window, entries, listening, fire: (type: string) => listeners.get(type)?.forEach((l) => l()) };
}

describe('HistoryNavigator', () => {
  it('pushes or replaces history entries, reads path and search, and tells subscribers', () => {
    const w = fakeWindow('/shop-all?x=1');
    const nav = new HistoryNavigator(w.win);
    expect([nav.current(), nav.search()]).toEqual(['/shop-all', 'x=1']);
    const seen: string[] = [];
    const stop = nav.subscribe(() => seen.push(nav.current()));
    nav.navigate('/cart');
    nav.navigate('/confirm', { replace: true });
    expect(w.entries).toEqual(['/shop-all?x=1', '/confirm']);
    expect(seen).toEqual(['/cart', '/confirm']);
    stop();
    expect(w.listening()).toBe(0);
  });

  it("keeps the page's ?tenant= on every address it goes to and links, and nothing else", () => {
    const w = fakeWindow('/photo-picker?tenant=wg');
    const nav = new HistoryNavigator(w.win, 'wg');
    nav.navigate('/cart');
    expect([nav.current(), nav.search()]).toEqual(['/cart', 'tenant=wg']);
    nav.navigate('/confirm?order=12#top', { replace: true });
    nav.navigate('/?tenant=cvs');
    expect(w.entries).toEqual(['/photo-picker?tenant=wg', '/confirm?order=12&tenant=wg#top', '/?tenant=cvs']);
    expect(nav.href('/faqs')).toBe('/faqs?tenant=wg');
    expect(nav.href('/admin/orders')).toBe('/admin/orders');
    expect(new HistoryNavigator(fakeWindow('/').win).href('/faqs')).toBe('/faqs');
  });

  it('the back button (popstate) reaches subscribers too', () => {
    const w = fakeWindow('/');
    const nav = new HistoryNavigator(w.win);
    let calls = 0;
    nav.subscribe(() => calls++);
    w.fire('popstate');
    expect(calls).toBe(1);
  });
});

describe('MemoryNavigator', () => {
  it('starts at the address it was given and never touches a window', () => {
    const nav = new MemoryNavigator('/photo-picker', '?tenant=wg');
    expect([nav.current(), nav.search()]).toEqual(['/photo-picker', 'tenant=wg']);
    const seen: string[] = [];
    const stop = nav.subscribe(() => seen.push(`${nav.current()}|${nav.search()}`));
    nav.navigate('/printing');
    nav.navigate('/faq?q=frames', { replace: true });
    stop();
    nav.navigate('/cart');
    expect(seen).toEqual(['/printing|', '/faq|q=frames']);
    expect(nav.current()).toBe('/cart');
  });

  it("links show the page's ?tenant= as the history's do (the server renders with it), and moves stay as told", () => {
    const nav = new MemoryNavigator('/photo-picker', '?tenant=wg', 'wg');
    expect(nav.href('/cart')).toBe('/cart?tenant=wg');
    nav.navigate('/printing');
    expect([nav.current(), nav.search()]).toEqual(['/printing', '']);
  });
});
