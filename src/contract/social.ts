import * as t from 'io-ts';
import { nullable } from './nullable';

/**
 * GET v1/social/settings: the app ids the store's Facebook and Instagram logins use, null when the
 * store has none (the picker then shows that network as not available).
 */
export const SocialSettingsCodec = t.type({ facebookAppId: nullable(t.string), instagramAppId: nullable(t.string) });
export type SocialSettingsWire = t.TypeOf<typeof SocialSettingsCodec>;

/** POST v1/social/instagram/token: the code Instagram's login sent to our callback, exchanged with the app secret on the server. */
export const InstagramTokenRequestCodec = t.type({ code: t.string, redirectUri: t.string });
export const InstagramTokenAnswerCodec = t.type({ accessToken: t.string });

/** Where the logins send the shopper back (a page of the store's own origin). */
export const SOCIAL_LOGIN_CALLBACK_PATH = '/oauth/callback';
/** What the callback page posts (BroadcastChannel and window.opener) to the page that opened the login. */
export const SOCIAL_LOGIN_MESSAGE = 'tpx-social-login';
