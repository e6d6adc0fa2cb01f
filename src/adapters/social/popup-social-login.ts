import { isLeft, left, right, type Either } from 'fp-ts/Either';
import type { SocialLogin, SocialLoginFailure, SocialNetwork } from '../../application/ports/social-login';
import { servicesEndpoints as endpoints } from '../../contract/endpoints/services';
import { SOCIAL_LOGIN_CALLBACK_PATH, SOCIAL_LOGIN_MESSAGE, type SocialSettingsWire } from '../../contract/social';
import type { MainApiTransport } from '../main-api/transport';

/** Facebook Login's dialog (manual flow, client side: the token comes back in the fragment). */
export const FACEBOOK_DIALOG = 'https://www.facebook.com/v19.0/dialog/oauth';
/** Instagram's login (business login: a code comes back, exchanged on the server with the secret). */
export const INSTAGRAM_AUTHORIZE = 'https://www.instagram.com/oauth/authorize';

/** What the login needs of the browser (a window in the app; fakes in tests). */
export interface LoginWindow {
  readonly origin: string;
  open(url: string): { close(): void } | null;
  /** Calls `listener` with every message from the callback page (BroadcastChannel and postMessage); answers the unsubscribe. */
  listen(listener: (data: unknown, origin: string) => void): () => void;
  randomState(): string;
}

/** The browser's window as the login needs it; read when used (a server render resolves it and never uses it, issue 27). */
export const browserLoginWindow = (getWindow: () => Window): LoginWindow => ({
  get origin() {
    return getWindow().location.origin;
  },
  open: (url) => getWindow().open(url, 'tpx-social-login', 'popup,width=600,height=720'),
  listen(listener) {
    const win = getWindow();
    const onMessage = (event: MessageEvent) => listener(event.data, event.origin);
    win.addEventListener('message', onMessage);
    const channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel(SOCIAL_LOGIN_MESSAGE) : null;
    if (channel) channel.onmessage = (event) => listener(event.data, win.location.origin);
    return () => {
      win.removeEventListener('message', onMessage);
      channel?.close();
    };
  },
  randomState: () => Array.from(getWindow().crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join(''),
});

interface CallbackMessage {
  readonly type: string;
  readonly state: string;
  readonly accessToken?: string;
  readonly code?: string;
  readonly error?: string;
  readonly errorReason?: string;
}

const isCallback = (data: unknown): data is CallbackMessage =>
  typeof data === 'object' &&
  data !== null &&
  (data as { type?: unknown }).type === SOCIAL_LOGIN_MESSAGE &&
  typeof (data as { state?: unknown }).state === 'string';

/**
 * The social logins in a popup window: Facebook Login's dialog with response_type=token and the
 * user_photos permission; Instagram's authorize window with a code that the server exchanges. Both
 * come back to the store's /oauth/callback page, which hands the answer over; `state` ties the
 * answer to this login (an answer with another state is ignored).
 */
export class PopupSocialLogin implements SocialLogin {
  private settings: Promise<SocialSettingsWire | null> | undefined;
  /** The settings the page brought (boot block), if any: no need to ask. */
  private readonly known: SocialSettingsWire | null;

  constructor(
    private readonly api: MainApiTransport,
    private readonly win: LoginWindow,
    known: SocialSettingsWire | null = null,
  ) {
    this.known = known;
    if (known) this.settings = Promise.resolve(known);
  }

  knownAvailable(network: SocialNetwork): boolean | undefined {
    if (!this.known) return undefined;
    return (network === 'Facebook' ? this.known.facebookAppId : this.known.instagramAppId) !== null;
  }

  async available(network: SocialNetwork): Promise<boolean> {
    return (await this.appId(network)) !== null;
  }

  async connect(network: SocialNetwork, signal?: AbortSignal): Promise<Either<SocialLoginFailure, { readonly accessToken: string }>> {
    const appId = await this.appId(network);
    if (appId === null) return left({ code: 'social-login/unavailable', message: unavailableMessage(network) });
    const state = this.win.randomState();
    const redirectUri = this.win.origin + SOCIAL_LOGIN_CALLBACK_PATH;
    const url = new URL(network === 'Facebook' ? FACEBOOK_DIALOG : INSTAGRAM_AUTHORIZE);
    url.searchParams.set('client_id', appId);
    url.searchParams.set('redirect_uri', redirectUri);
    url.searchParams.set('state', state);
    url.searchParams.set('response_type', network === 'Facebook' ? 'token' : 'code');
    url.searchParams.set('scope', network === 'Facebook' ? 'user_photos' : 'instagram_business_basic');

    const answer = new Promise<CallbackMessage | null>((resolve) => {
      const stop = this.win.listen((data, origin) => {
        if (origin !== this.win.origin || !isCallback(data) || data.state !== state) return;
        stop();
        resolve(data);
      });
      signal?.addEventListener('abort', () => {
        stop();
        resolve(null);
      });
    });
    const popup = this.win.open(url.href);
    if (!popup)
      return left({
        code: 'social-login/blocked',
        message: `Your browser blocked the ${network} login window. Please allow pop-ups for this site and try again.`,
      });
    const message = await answer;
    if (message === null) {
      popup.close();
      return left({ code: 'social-login/cancelled', message: `${network} login was cancelled.` });
    }
    if (message.error) return left({ code: 'social-login/cancelled', message: `${network} login was cancelled.` });
    if (network === 'Facebook') {
      return message.accessToken
        ? right({ accessToken: message.accessToken })
        : left({ code: 'social-login/failed', message: 'Facebook did not complete the login. Please try again.' });
    }
    if (!message.code) return left({ code: 'social-login/failed', message: 'Instagram did not complete the login. Please try again.' });
    const exchanged = await this.api.call(endpoints.exchangeInstagramCode, { body: { code: message.code, redirectUri } });
    if (isLeft(exchanged)) return left({ code: 'social-login/failed', message: 'Instagram did not accept the login. Please connect again.' });
    return right({ accessToken: exchanged.right.accessToken });
  }

  private async appId(network: SocialNetwork): Promise<string | null> {
    const settings = await (this.settings ??= this.loadSettings());
    return (network === 'Facebook' ? settings?.facebookAppId : settings?.instagramAppId) ?? null;
  }

  private async loadSettings(): Promise<SocialSettingsWire | null> {
    const answer = await this.api.call(endpoints.getSocialSettings, {});
    if (!isLeft(answer)) return answer.right;
    // Treated as not offered; asked again next time.
    this.settings = undefined;
    return null;
  }
}

/** Shown, with the connect button disabled, when the store has no app for the network. */
export const unavailableMessage = (network: SocialNetwork): string => `${network} photos are not available on this store.`;
