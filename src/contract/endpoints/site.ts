import { SiteAuthorizeAnswerCodec, SiteAuthorizeRequestCodec } from '../site-gate';
import { postEndpoint } from './endpoint';

/** The private-site gate (issue 18): the one call a private tenant answers to a browser it has not let in. */
export const siteEndpoints = {
  authorizeSite: postEndpoint('v1/site/authorize', SiteAuthorizeRequestCodec, SiteAuthorizeAnswerCodec),
} as const;
