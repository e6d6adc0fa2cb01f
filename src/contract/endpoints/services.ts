import { MapkitTokenAnswerCodec, MapkitTokenQueryCodec } from '../mapkit';
import { FindStoresAnswerCodec, FindStoresQueryCodec } from '../pickup-stores';
import { InstagramTokenAnswerCodec, InstagramTokenRequestCodec, SocialSettingsCodec } from '../social';
import { getEndpoint, postEndpoint } from './endpoint';
import { geolocationEndpoints } from './geolocation';

/** Other services: the social logins, the map token, the store finder and the geolocation lookup. */
export const servicesEndpoints = {
  getSocialSettings: getEndpoint('v1/social/settings', SocialSettingsCodec),
  exchangeInstagramCode: postEndpoint('v1/social/instagram/token', InstagramTokenRequestCodec, InstagramTokenAnswerCodec),
  getMapkitToken: getEndpoint('v1/mapkit/token', MapkitTokenAnswerCodec, MapkitTokenQueryCodec),
  // The store finder (issue 30): the tenant's nearest pick-up stores to a ZIP, a city or a position.
  findStores: getEndpoint('v1/stores', FindStoresAnswerCodec, FindStoresQueryCodec),
  ...geolocationEndpoints,
} as const;
