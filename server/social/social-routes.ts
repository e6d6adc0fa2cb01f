import { Hono } from 'hono';
import { InstagramTokenAnswerCodec, InstagramTokenRequestCodec, SOCIAL_LOGIN_CALLBACK_PATH, SocialSettingsCodec } from '../../src/contract/social';
import type { SocialSettings } from './social-settings';
import { decodeJsonBody } from '../http/decode';
import { endpoints, v1Route } from '../../src/contract/endpoints';
import { refused, isRefusal, refusal } from '../http/refusal';

/**
 * The social logins' server side: which apps the store has (GET social/settings), and the exchange
 * of an Instagram login code for an access token (POST social/instagram/token), which needs the app
 * secret and so cannot happen in the browser. Facebook's client-side flow needs neither.
 */
export function socialRoutes(settings: SocialSettings, fetchImpl: typeof fetch = fetch, publicOrigin = 'http://localhost'): Hono {
  const api = new Hono();
  api.get(v1Route(endpoints.getSocialSettings), (c) =>
    c.json(SocialSettingsCodec.encode({ facebookAppId: settings.facebookAppId, instagramAppId: settings.instagram?.appId ?? null })),
  );
  api.post(v1Route(endpoints.exchangeInstagramCode), async (c) => {
    const instagram = settings.instagram;
    if (!instagram) return refused(c, refusal(404, 'Instagram photos are not available on this store.'));
    const body = await decodeJsonBody(c, InstagramTokenRequestCodec);
    if (isRefusal(body)) return refused(c, body);
    let redirect: URL;
    try {
      redirect = new URL(body.redirectUri);
    } catch {
      return refused(c, refusal(400, 'Invalid request: redirectUri is not an address'));
    }
    // Only our own callback page: the code was issued for it, and nothing else may be named.
    // The store's configured origin, not the Host header (which the caller chooses).
    if (redirect.origin !== publicOrigin || redirect.pathname !== SOCIAL_LOGIN_CALLBACK_PATH || redirect.search || redirect.hash) {
      return refused(c, refusal(400, `Invalid request: redirectUri must be this store's ${SOCIAL_LOGIN_CALLBACK_PATH}`));
    }
    if (body.code.length === 0 || body.code.length > 2048) return refused(c, refusal(400, 'Invalid request: code must be 1 to 2048 characters'));
    const form = new URLSearchParams({
      client_id: instagram.appId,
      client_secret: instagram.appSecret,
      grant_type: 'authorization_code',
      redirect_uri: redirect.href,
      // Instagram appends '#_' to the redirect; a copied code may carry it.
      code: body.code.replace(/#_$/, ''),
    });
    let answer: Response;
    try {
      answer = await fetchImpl(settings.instagramTokenUrl, { method: 'POST', body: form, signal: AbortSignal.timeout(15_000) });
    } catch {
      return refused(c, refusal(502, 'Instagram could not be reached. Please try again.'));
    }
    const json: unknown = await answer.json().catch(() => null);
    const token = typeof json === 'object' && json !== null && 'access_token' in json && typeof json.access_token === 'string' ? json.access_token : null;
    if (!answer.ok || token === null) {
      // Instagram answers a refused code with 400 { error_type, code, error_message }.
      return refused(c, refusal(answer.status >= 500 ? 502 : 400, 'Instagram did not accept the login. Please connect again.'));
    }
    return c.json(InstagramTokenAnswerCodec.encode({ accessToken: token }));
  });
  return api;
}
