import { isLeft } from 'fp-ts/Either';
import type { PickupStores } from '../../application/ports/pickup-stores';
import type { StoreMaps, StoreMapView } from '../../application/ports/store-map';
import { formatMiles, MAPKIT_LIBRARIES, MAPKIT_SCRIPT_URL, type StoreChoice } from '../../domain/pickup';

/** The part of MapKit JS 5 the store map uses (https://developer.apple.com/documentation/mapkitjs). */
interface MapkitAnnotation {
  data: { storeId?: string };
  selected: boolean;
}
interface MapkitMap {
  showItems(items: MapkitAnnotation[], options?: { animate?: boolean; padding?: unknown }): void;
  removeAnnotations(items: MapkitAnnotation[]): void;
  addEventListener(type: 'select', listener: (event: { annotation?: MapkitAnnotation }) => void): void;
  destroy(): void;
}
export interface Mapkit {
  init(options: { authorizationCallback: (done: (token: string) => void) => void; language?: string }): void;
  addEventListener(type: 'error', listener: (event: { status: string }) => void): void;
  Map: new (element: HTMLElement, options: Record<string, unknown>) => MapkitMap;
  Coordinate: new (latitude: number, longitude: number) => unknown;
  MarkerAnnotation: new (coordinate: unknown, options: Record<string, unknown>) => MapkitAnnotation;
  Padding: new (top: number, right: number, bottom: number, left: number) => unknown;
}

type MapWindow = Window & { mapkit?: Mapkit } & Record<string, unknown>;

/** The global function MapKit JS calls once loaded (`data-callback`: a name, since no inline script runs under our CSP). */
export const MAPKIT_READY_CALLBACK = '__tpxMapkitReady';

/**
 * MapKit JS for the store finder (issue 30). Asks the server for a map token first: without one (no
 * MAPKIT_* on the server, a tenant without stores, another host) nothing is loaded and `open` answers
 * null. With one, adds MapKit's script once (`data-callback`, `data-libraries`, `data-initial-token`,
 * as Apple's loader reads them), then `mapkit.init` with an authorization callback that hands over the
 * first token and asks the server for a fresh one each later time MapKit wants one (it asks again when
 * a token expires).
 */
export class MapkitStoreMaps implements StoreMaps {
  private loaded: Promise<Mapkit | null> | null = null;

  constructor(
    private readonly win: MapWindow,
    private readonly stores: PickupStores,
  ) {}

  async open(element: HTMLElement, onSelect: (storeId: string) => void): Promise<StoreMapView | null> {
    const mapkit = await this.load();
    if (!mapkit) return null;
    const map = new mapkit.Map(element, { showsPointsOfInterest: false, isRotationEnabled: false, showsMapTypeControl: false });
    map.addEventListener('select', (event) => {
      const id = event.annotation?.data.storeId;
      if (id) onSelect(id);
    });
    let shown: MapkitAnnotation[] = [];
    return {
      show: (choices: readonly StoreChoice[], selectedId: string | null) => {
        if (shown.length > 0) map.removeAnnotations(shown);
        shown = choices.map((c) => {
          const a = new mapkit.MarkerAnnotation(new mapkit.Coordinate(c.store.location.lat, c.store.location.lng), {
            title: c.store.name,
            subtitle: `${c.store.address.line1} · ${formatMiles(c.miles)}`,
            data: { storeId: c.store.id },
            selected: c.store.id === selectedId,
          });
          return a;
        });
        if (shown.length > 0) map.showItems(shown, { animate: false, padding: new mapkit.Padding(40, 40, 40, 40) });
      },
      destroy: () => map.destroy(),
    };
  }

  /** Loads and initialises MapKit JS once per page, and only with a token; null (and nothing loaded) without one. */
  private load(): Promise<Mapkit | null> {
    this.loaded ??= (async () => {
      const first = await this.stores.mapToken(this.win.location.hostname);
      if (isLeft(first)) return null;
      const mapkit = await this.addScript(first.right);
      if (!mapkit) return null;
      let initial: string | null = first.right;
      mapkit.init({
        authorizationCallback: (done) => {
          if (initial !== null) {
            done(initial);
            initial = null;
            return;
          }
          void this.stores.mapToken(this.win.location.hostname).then((next) => {
            if (!isLeft(next)) done(next.right);
          });
        },
        language: 'en',
      });
      return mapkit;
    })();
    return this.loaded;
  }

  private addScript(token: string): Promise<Mapkit | null> {
    const win = this.win;
    if (win.mapkit) return Promise.resolve(win.mapkit);
    return new Promise((resolve) => {
      win[MAPKIT_READY_CALLBACK] = () => resolve(win.mapkit ?? null);
      const script = win.document.createElement('script');
      script.src = MAPKIT_SCRIPT_URL;
      script.async = true;
      script.crossOrigin = 'anonymous';
      script.dataset.callback = MAPKIT_READY_CALLBACK;
      script.dataset.libraries = MAPKIT_LIBRARIES;
      script.dataset.initialToken = token;
      // Blocked (an ad blocker, no network): the list works alone.
      script.onerror = () => resolve(null);
      win.document.head.appendChild(script);
    });
  }
}
