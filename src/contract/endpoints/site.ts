import { SiteAuthorizeAnswerCodec, SiteAuthorizeRequestCodec } from '../site-gate';
import { endpoint } from './endpoint';

/** The private-site gate (issue 18): the one call a private tenant answers to a browser it has not let in. */
export const siteEndpoints = {
  authorizeSite: endpoint({ method: 'POST', path: 'v1/site/authorize', query: null, body: SiteAuthorizeRequestCodec, answer: SiteAuthorizeAnswerCodec }),
} as const;
