import { MapkitTokenAnswerCodec, MapkitTokenQueryCodec } from '../mapkit';
import { InstagramTokenAnswerCodec, InstagramTokenRequestCodec, SocialSettingsCodec } from '../social';
import { endpoint } from './endpoint';

/** Other services: the social logins and the map token. */
export const servicesEndpoints = {
  getSocialSettings: endpoint({ method: 'GET', path: 'v1/social/settings', query: null, body: null, answer: SocialSettingsCodec }),
  exchangeInstagramCode: endpoint({ method: 'POST', path: 'v1/social/instagram/token', query: null, body: InstagramTokenRequestCodec, answer: InstagramTokenAnswerCodec }),
  getMapkitToken: endpoint({ method: 'GET', path: 'v1/mapkit/token', query: MapkitTokenQueryCodec, body: null, answer: MapkitTokenAnswerCodec }),
} as const;
