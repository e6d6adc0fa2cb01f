import * as t from 'io-ts';

/** GET v1/mapkit/token?hostname: a short-lived map token for the store-locator map (issue 30): refused for a host that is not the tenant's, 404 when MapKit is not configured. */
export const MapkitTokenQueryCodec = t.type({ hostname: t.string });
export const MapkitTokenAnswerCodec = t.type({ token: t.string });
