import { GeolocationAnswerCodec } from '../geolocation';
import { endpoint } from './endpoint';

/**
 * The geolocation notice's lookup (SPEC §4; the default of GEOLOCATION_URL, issue #14): part of
 * `servicesEndpoints`, in a module of its own because every page asks it at start, and the other
 * services' codecs (social logins, map token, store finder) belong to pages that load later.
 */
export const geolocationEndpoints = {
  getGeolocation: endpoint({ method: 'GET', path: 'v1/geolocation', query: null, body: null, answer: GeolocationAnswerCodec }),
} as const;
