import type { Hono } from 'hono';
import { SOCIAL_LOGIN_CALLBACK_PATH, SOCIAL_LOGIN_MESSAGE } from '../../src/contract/social';

const PAGE = `<!doctype html>
<html lang="en">
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Connecting your photos</title>
<link rel="stylesheet" href="${SOCIAL_LOGIN_CALLBACK_PATH}.css">
<p>Connecting your photos… You can close this window.</p>
<script src="${SOCIAL_LOGIN_CALLBACK_PATH}.js"></script>
</html>`;

/*
 * Runs in the login popup after Facebook (token in the fragment) or Instagram (code in the query)
 * sends the shopper back. It removes the secret from the address bar, hands the answer to the store's
 * page on the same origin (BroadcastChannel, which survives a cross-origin-opener break, and
 * window.opener as a second path) and closes itself.
 */
const SCRIPT = `(function () {
  var hash = new URLSearchParams(location.hash.slice(1));
  var query = new URLSearchParams(location.search);
  var pick = function (name) { return hash.get(name) || query.get(name) || undefined; };
  var message = {
    type: ${JSON.stringify(SOCIAL_LOGIN_MESSAGE)},
    state: pick('state') || '',
    accessToken: hash.get('access_token') || undefined,
    code: query.get('code') || undefined,
    error: pick('error') || undefined,
    errorReason: pick('error_reason') || undefined
  };
  history.replaceState(null, '', location.pathname);
  try { var channel = new BroadcastChannel(${JSON.stringify(SOCIAL_LOGIN_MESSAGE)}); channel.postMessage(message); channel.close(); } catch (e) {}
  try { if (window.opener) window.opener.postMessage(message, location.origin); } catch (e) {}
  setTimeout(function () { window.close(); }, 50);
})();
`;

// Its look, from our origin: an inline style attribute breaks the site's own CSP (style-src 'self').
const STYLE = 'p { font-family: system-ui, sans-serif; margin: 2rem; }\n';

/** The social logins' redirect page (SOCIAL_LOGIN_CALLBACK_PATH), its script and style: nothing inline, the CSP holds. */
export function mountOAuthCallback(app: Hono): void {
  app.get(SOCIAL_LOGIN_CALLBACK_PATH, (c) => {
    c.header('Cache-Control', 'no-store');
    // The token or code sits in this page's address: never sent on as a referrer.
    c.header('Referrer-Policy', 'no-referrer');
    return c.html(PAGE);
  });
  app.get(`${SOCIAL_LOGIN_CALLBACK_PATH}.css`, (c) => {
    c.header('Content-Type', 'text/css; charset=utf-8');
    c.header('Cache-Control', 'no-cache');
    return c.body(STYLE);
  });
  app.get(`${SOCIAL_LOGIN_CALLBACK_PATH}.js`, (c) => {
    c.header('Content-Type', 'text/javascript; charset=utf-8');
    c.header('Cache-Control', 'no-cache');
    return c.body(SCRIPT);
  });
}
