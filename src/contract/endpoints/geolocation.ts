import { GeolocationAnswerCodec } from '../geolocation';
import { getEndpoint } from './endpoint';

/**
 * The geolocation notice's lookup (SPEC §4; the default of GEOLOCATION_URL, issue #14): part of
 * `servicesEndpoints`, in a module of its own because every page asks it at start, and the other
 * services' codecs (social logins, map token, store finder) belong to pages that load later.
 */
export const geolocationEndpoints = {
  getGeolocation: getEndpoint('v1/geolocation', GeolocationAnswerCodec),
} as const;
