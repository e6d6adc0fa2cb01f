import { Hono } from 'hono';
import { endpoints, v1Route } from '../../src/contract/endpoints';
import { GeolocationAnswerCodec } from '../../src/contract/geolocation';
import { countryOfHeader, type CountryLookup } from './country-lookup';
import { clientAddress } from '../storefront/client-address';

export interface GeolocationDeps {
  /** GEOLOCATION_COUNTRY_HEADER: set only behind a CDN that overwrites it (a shopper could send it otherwise). */
  readonly countryHeader?: string | undefined;
  readonly lookup: CountryLookup;
}

/** GET v1/geolocation → `{ country_code }` (null when unknown or a private address). */
export function geolocationRoutes({ countryHeader, lookup }: GeolocationDeps): Hono {
  const api = new Hono();
  api.get(v1Route(endpoints.getGeolocation), async (c) => {
    // The answer depends on who asks: never shared by a cache.
    c.header('Cache-Control', 'private, no-store');
    const country = countryHeader ? countryOfHeader(c.req.header(countryHeader)) : await lookup(clientAddress(c));
    return c.json(GeolocationAnswerCodec.encode({ country_code: country }));
  });
  return api;
}
