import { Hono } from 'hono';
import { isLeft } from 'fp-ts/Either';
import { endpoints, v1Route } from '../../src/contract/endpoints';
import { FindStoresAnswerCodec, toChoiceWire } from '../../src/contract/pickup-stores';
import { MapkitTokenAnswerCodec } from '../../src/contract/mapkit';
import { isLatLng, PICKUP_RADIUS_MILES, readPlaceQuery, storesNear, type LatLng } from '../../src/domain/pickup';
import { tenantPageUrl } from '../../src/domain/tenant/tenant-public-url';
import type { Queryable } from '../db/db';
import { tenantIdOf } from '../http/tenant-context';
import { StoreRepository } from './store-repository';
import { zipTableGeocoder, type PlaceGeocoder } from './place-geocoder';
import { MapkitTokens, type MapkitSettings } from './mapkit-token';
import { refused, isRefusal, refusal, type Refusal } from '../http/refusal';

/** How many stores the finder lists: enough to choose from on a phone without paging. */
export const STORES_LISTED = 10;
const DEGREES = /^-?\d{1,3}(\.\d{1,10})?$/;
const HOST_NAME = /^(?=.{1,253}$)[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$/;

export interface PickupOptions {
  /** ZIP/city → place; the bundled ZIP table when absent. */
  readonly geocoder?: PlaceGeocoder;
  /** MAPKIT_*: no map token without them. */
  readonly mapkit?: MapkitSettings | null;
  readonly now?: () => number;
}

interface PickupDeps extends PickupOptions {
  readonly db: Queryable;
  readonly tenantExists: (tenantId: string) => Promise<boolean>;
  /** PUBLIC_URL: a tenant's own host is read from it, never from the request. */
  readonly publicOrigin: string;
}

/** The store finder and the map token (issue 30). Both only read. */
export function pickupRoutes({ db, tenantExists, publicOrigin, geocoder = zipTableGeocoder, mapkit = null, now = Date.now }: PickupDeps): Hono {
  const api = new Hono();
  const stores = new StoreRepository(db);
  const tokens = mapkit ? new MapkitTokens(mapkit, now) : null;

  const knownTenant = async (raw: string | undefined): Promise<string | Refusal> => {
    const tenantId = tenantIdOf(raw);
    if (isRefusal(tenantId)) return tenantId;
    if (!(await tenantExists(tenantId))) return refusal(404, 'Tenant not found.');
    return tenantId;
  };

  api.get(v1Route(endpoints.findStores), async (c) => {
    const tenantId = await knownTenant(c.req.query('tenantId'));
    if (isRefusal(tenantId)) return refused(c, tenantId);
    const q = c.req.query('q');
    const lat = c.req.query('lat');
    const lng = c.req.query('lng');
    const centre = c.req.query('centre');
    const byText = q !== undefined;
    const byPosition = lat !== undefined || lng !== undefined;
    if (byText === byPosition) return refused(c, refusal(400, 'Invalid request: give q (a ZIP code or a city) or lat and lng, not both'));
    if (centre !== undefined && (centre !== '1' || byText)) return refused(c, refusal(400, 'Invalid request: centre=1 marks lat and lng as a fallback centre'));
    let origin: LatLng & { label: string | null };
    if (byText) {
      const place = readPlaceQuery(q);
      if (isLeft(place)) return refused(c, refusal(400, place.left.message));
      const found = await geocoder(place.right);
      if (!found)
        return refused(
          c,
          refusal(
            404,
            place.right.kind === 'zip'
              ? `We can't find the ZIP code ${place.right.zip}.`
              : `We can't find ${place.right.city}${place.right.state ? `, ${place.right.state}` : ''}. Try a ZIP code.`,
          ),
        );
      origin = found;
    } else {
      if (lat === undefined || lng === undefined || !DEGREES.test(lat) || !DEGREES.test(lng) || !isLatLng(Number(lat), Number(lng))) {
        return refused(c, refusal(400, 'Invalid request: lat and lng must be a latitude (±90) and a longitude (±180) in degrees'));
      }
      origin = { lat: Number(lat), lng: Number(lng), label: null };
    }
    // A place the shopper named or stands at lists stores within the radius; a fallback centre (their
    // position unknown) lists the nearest at any distance, as its notice says.
    const radiusMiles = centre === '1' ? null : PICKUP_RADIUS_MILES;
    const { choices, fartherOnly } = storesNear(await stores.active(tenantId), origin, now(), STORES_LISTED, radiusMiles);
    // Open now and ready-by change by the minute: never from a cache.
    c.header('Cache-Control', 'no-store');
    return c.json(
      FindStoresAnswerCodec.encode({ origin, stores: choices.map(toChoiceWire), map: tokens !== null && choices.length > 0, radiusMiles, fartherOnly }),
    );
  });

  api.get(v1Route(endpoints.getMapkitToken), async (c) => {
    const hostname = c.req.query('hostname')?.toLowerCase();
    if (hostname === undefined || !HOST_NAME.test(hostname)) return refused(c, refusal(400, 'Invalid request: hostname must be a host name'));
    const tenantId = await knownTenant(c.req.query('tenantId'));
    if (isRefusal(tenantId)) return refused(c, tenantId);
    if (!tokens || !(await stores.offersPickup(tenantId))) return refused(c, refusal(404, 'No map here: MapKit is not configured for this store.'));
    // The token is scoped to the tenant's own page origin; any other host (a copy of the page elsewhere) gets none.
    const page = new URL(tenantPageUrl(publicOrigin, tenantId, '/'));
    if (page.hostname !== hostname) return refused(c, refusal(403, `${hostname} is not this store's host: no map token for it.`));
    c.header('Cache-Control', 'private, no-store');
    return c.json(MapkitTokenAnswerCodec.encode({ token: await tokens.sign(page.origin) }));
  });
  return api;
}
