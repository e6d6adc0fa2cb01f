import { MapkitTokenAnswerCodec, MapkitTokenQueryCodec } from '../mapkit';
import { FindStoresAnswerCodec, FindStoresQueryCodec } from '../pickup-stores';
import { InstagramTokenAnswerCodec, InstagramTokenRequestCodec, SocialSettingsCodec } from '../social';
import { endpoint } from './endpoint';
import { geolocationEndpoints } from './geolocation';

/** Other services: the social logins, the map token, the store finder and the geolocation lookup. */
export const servicesEndpoints = {
  getSocialSettings: endpoint({ method: 'GET', path: 'v1/social/settings', query: null, body: null, answer: SocialSettingsCodec }),
  exchangeInstagramCode: endpoint({
    method: 'POST',
    path: 'v1/social/instagram/token',
    query: null,
    body: InstagramTokenRequestCodec,
    answer: InstagramTokenAnswerCodec,
  }),
  getMapkitToken: endpoint({ method: 'GET', path: 'v1/mapkit/token', query: MapkitTokenQueryCodec, body: null, answer: MapkitTokenAnswerCodec }),
  // The store finder (issue 30): the tenant's nearest pick-up stores to a ZIP, a city or a position.
  findStores: endpoint({ method: 'GET', path: 'v1/stores', query: FindStoresQueryCodec, body: null, answer: FindStoresAnswerCodec }),
  ...geolocationEndpoints,
} as const;
