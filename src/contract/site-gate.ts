import * as t from 'io-ts';

/** POST v1/site/authorize body: the private site's password (issue 18). */
export const SiteAuthorizeRequestCodec = t.type({ password: t.string });

/** POST v1/site/authorize answer: the browser is let in (the pass travels as an HttpOnly cookie). */
export const SiteAuthorizeAnswerCodec = t.type({ authorized: t.literal(true) });

/** At most this many characters of password are read (a longer one is refused, never hashed). */
export const MAX_SITE_PASSWORD_LENGTH = 200;
