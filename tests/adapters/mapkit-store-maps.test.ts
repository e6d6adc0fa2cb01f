import { left, right } from 'fp-ts/Either';
import { describe, expect, it } from 'vitest';
import { MAPKIT_READY_CALLBACK, MapkitStoreMaps, type Mapkit } from '../../src/adapters/pickup/mapkit-store-maps';
import type { PickupStores } from '../../src/application/ports/pickup-stores';
import type { Miles, StoreChoice } from '../../src/domain/pickup';

/** A window with just what the loader touches; the script element is recorded, never fetched (no network in tests). */
function fakeWindow() {
  const scripts: Array<{ src?: string; async?: boolean; crossOrigin?: string; dataset: Record<string, string>; onerror?: () => void }> = [];
  const win = {
    location: { hostname: 'wg.store.example' },
    document: { createElement: () => ({ dataset: {} }), head: { appendChild: (s: (typeof scripts)[number]) => scripts.push(s) } },
  } as unknown as Window & Record<string, unknown> & { mapkit?: Mapkit };
  return { win, scripts };
}

/** MapKit JS 5's surface as the loader uses it, recording what it is asked. */
function fakeMapkit() {
  const calls: string[] = [];
  let authorize: ((done: (token: string) => void) => void) | null = null;
  let select: ((e: { annotation?: { data: { storeId?: string } } }) => void) | null = null;
  const mapkit = {
    init: (o: { authorizationCallback: (done: (token: string) => void) => void }) => {
      authorize = o.authorizationCallback;
      calls.push('init');
    },
    addEventListener: () => {},
    Map: class {
      constructor(_el: unknown, options: Record<string, unknown>) {
        calls.push(`map ${JSON.stringify(options)}`);
      }
      showItems(items: Array<{ options: { title: string; selected: boolean } }>) {
        calls.push(`show ${items.map((i) => `${i.options.title}${i.options.selected ? '*' : ''}`).join(', ')}`);
      }
      removeAnnotations(items: unknown[]) {
        calls.push(`remove ${items.length}`);
      }
      addEventListener(_type: string, listener: typeof select) {
        select = listener;
      }
      destroy() {
        calls.push('destroy');
      }
    },
    Coordinate: class {
      constructor(
        readonly latitude: number,
        readonly longitude: number,
      ) {}
    },
    MarkerAnnotation: class {
      data: unknown;
      selected: boolean;
      constructor(
        readonly coordinate: { latitude: number; longitude: number },
        readonly options: { data: unknown; selected: boolean; title: string },
      ) {
        this.data = options.data;
        this.selected = options.selected;
      }
    },
    Padding: class {},
  } as unknown as Mapkit;
  return {
    mapkit,
    calls,
    authorize: (done: (t: string) => void) => authorize!(done),
    select: (id: string) => select!({ annotation: { data: { storeId: id } } }),
  };
}

const choice = (id: string, name: string, lat: number, lng: number): StoreChoice => ({
  store: {
    id,
    name,
    address: { line1: '1 Main St', city: 'Omaha', state: 'NE', zip: '68102' },
    location: { lat, lng },
    timeZone: 'America/Chicago',
    week: [],
    leadMinutes: 60,
    cutoffMinutes: null,
    active: true,
  },
  miles: 1.25 as Miles,
  openNow: true,
  readyAt: null,
});

const tokens = (answers: Array<string | null>): PickupStores & { asked: string[] } => {
  const asked: string[] = [];
  return {
    asked,
    find: async () => left({ code: 'api/not-found', message: 'x', status: 404 } as never),
    mapToken: async (hostname: string) => {
      asked.push(hostname);
      const next = answers.shift();
      return next ? right(next) : left({ code: 'api/not-found', message: 'No map here: MapKit is not configured for this store.', status: 404 } as never);
    },
  };
};

describe('MapKit JS for the store finder (issue 30)', () => {
  it('loads nothing when the server gives this page no map token: the list works alone', async () => {
    const { win, scripts } = fakeWindow();
    const api = tokens([null]);
    const maps = new MapkitStoreMaps(win, api);
    expect(await maps.open({} as HTMLElement, () => {})).toBeNull();
    expect(await maps.open({} as HTMLElement, () => {})).toBeNull();
    expect(scripts).toEqual([]);
    expect(api.asked).toEqual(['wg.store.example']);
  });

  it("adds MapKit's script once with Apple's data attributes, inits with the token, and asks for a fresh one when MapKit does again", async () => {
    const { win, scripts } = fakeWindow();
    const api = tokens(['first.jwt', 'second.jwt']);
    const maps = new MapkitStoreMaps(win, api);
    const opening = maps.open({} as HTMLElement, () => {});
    await new Promise((r) => setTimeout(r, 0));
    expect(scripts).toHaveLength(1);
    expect(scripts[0]).toMatchObject({
      src: 'https://cdn.apple-mapkit.com/mk/5.x.x/mapkit.core.js',
      async: true,
      crossOrigin: 'anonymous',
      dataset: { callback: MAPKIT_READY_CALLBACK, libraries: 'map,annotations', initialToken: 'first.jwt' },
    });
    // MapKit JS arrives and calls the named callback.
    const fake = fakeMapkit();
    win.mapkit = fake.mapkit;
    (win[MAPKIT_READY_CALLBACK] as () => void)();
    const view = await opening;
    expect(view).not.toBeNull();
    expect(fake.calls[0]).toBe('init');
    const given: string[] = [];
    fake.authorize((t) => given.push(t));
    fake.authorize((t) => given.push(t));
    await new Promise((r) => setTimeout(r, 0));
    expect(given).toEqual(['first.jwt', 'second.jwt']);
    expect(api.asked).toEqual(['wg.store.example', 'wg.store.example']);
    // A second map on the page reuses the loaded script.
    await maps.open({} as HTMLElement, () => {});
    expect(scripts).toHaveLength(1);
  });

  it('shows the stores as markers (the chosen one selected), replaces them on a new list, and reports a marker chosen on the map', async () => {
    const { win } = fakeWindow();
    const fake = fakeMapkit();
    win.mapkit = fake.mapkit;
    const chosen: string[] = [];
    const view = (await new MapkitStoreMaps(win, tokens(['t.jwt'])).open({} as HTMLElement, (id) => chosen.push(id)))!;
    view.show([choice('omaha-1', 'Omaha Maple St', 41.259, -95.94), choice('omaha-2', 'Omaha Lincoln Ave', 41.2, -96.1)], 'omaha-2');
    view.show([choice('lincoln-1', 'Lincoln Broadway', 40.74, -96.75)], null);
    fake.select('lincoln-1');
    view.destroy();
    expect(fake.calls.slice(1)).toEqual([
      'map {"showsPointsOfInterest":false,"isRotationEnabled":false,"showsMapTypeControl":false}',
      'show Omaha Maple St, Omaha Lincoln Ave*',
      'remove 2',
      'show Lincoln Broadway',
      'destroy',
    ]);
    expect(chosen).toEqual(['lincoln-1']);
  });

  it('gives up quietly when the script cannot load (blocked): no map, the list stays', async () => {
    const { win, scripts } = fakeWindow();
    const opening = new MapkitStoreMaps(win, tokens(['t.jwt'])).open({} as HTMLElement, () => {});
    await new Promise((r) => setTimeout(r, 0));
    scripts[0]!.onerror!();
    expect(await opening).toBeNull();
  });
});
