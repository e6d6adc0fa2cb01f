import { isLeft, isRight } from 'fp-ts/Either';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { FacebookGraphAlbums } from '../../src/adapters/social/facebook-albums';
import { PopupSocialLogin, type LoginWindow } from '../../src/adapters/social/popup-social-login';
import { ImageProxyAddress } from '../../src/adapters/photos/image-proxy-address';
import { MainApiTransport } from '../../src/adapters/main-api/transport';
import { GOOD_TOKEN, graphHandlers } from '../mocks/graph-api';

const API = 'https://shop.test/api/';
const exchanged: unknown[] = [];
const server = setupServer(
  ...graphHandlers,
  http.get(`${API}v1/social/settings`, () => HttpResponse.json({ facebookAppId: '1234', instagramAppId: null })),
  http.post(`${API}v1/social/instagram/token`, async ({ request }) => {
    exchanged.push(await request.json());
    return HttpResponse.json({ accessToken: 'IGQ-token' });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  exchanged.length = 0;
});
afterAll(() => server.close());

/** A browser window whose login popup answers with `reply` (given the dialog's URL) on the callback channel. */
function fakeWindow(reply: (dialog: URL) => unknown, opens = true) {
  const opened: URL[] = [];
  let listener: ((data: unknown, origin: string) => void) | null = null;
  const win: LoginWindow = {
    origin: 'https://shop.test',
    randomState: () => 'state-1',
    listen(l) {
      listener = l;
      return () => (listener = null);
    },
    open(url) {
      if (!opens) return null;
      const dialog = new URL(url);
      opened.push(dialog);
      queueMicrotask(() => {
        // A stray message first: another login's state, then another origin — both ignored.
        listener?.({ type: 'tpx-social-login', state: 'other', accessToken: 'wrong' }, 'https://shop.test');
        listener?.({ type: 'tpx-social-login', state: 'state-1', accessToken: 'evil' }, 'https://evil.example');
        listener?.(reply(dialog), 'https://shop.test');
      });
      return { close() {} };
    },
  };
  return { win, opened };
}

const api = new MainApiTransport({ settings: { apiBase: API, version: 'test' }, tenantId: 'tilepix', tokens: { current: () => null } });

describe('PopupSocialLogin', () => {
  it('offers the networks the store has an app for', async () => {
    const login = new PopupSocialLogin(api, fakeWindow(() => null).win);
    expect([await login.available('Facebook'), await login.available('Instagram')]).toEqual([true, false]);
    const refused = await login.connect('Instagram');
    expect(isLeft(refused) && refused.left.code).toBe('social-login/unavailable');
  });

  it('opens Facebook Login’s dialog (token flow, user_photos) and takes the token of its own state only', async () => {
    const { win, opened } = fakeWindow((dialog) => ({ type: 'tpx-social-login', state: dialog.searchParams.get('state'), accessToken: GOOD_TOKEN }));
    const result = await new PopupSocialLogin(api, win).connect('Facebook');
    expect(isRight(result) && result.right).toEqual({ accessToken: GOOD_TOKEN });
    expect(`${opened[0]!.origin}${opened[0]!.pathname}`).toBe('https://www.facebook.com/v19.0/dialog/oauth');
    expect(Object.fromEntries(opened[0]!.searchParams)).toEqual({
      client_id: '1234',
      redirect_uri: 'https://shop.test/oauth/callback',
      state: 'state-1',
      response_type: 'token',
      scope: 'user_photos',
    });
  });

  it('a refused login is a cancellation; a blocked window says so', async () => {
    const denied = await new PopupSocialLogin(api, fakeWindow(() => ({ type: 'tpx-social-login', state: 'state-1', error: 'access_denied' })).win).connect(
      'Facebook',
    );
    expect(isLeft(denied) && denied.left.code).toBe('social-login/cancelled');
    const blocked = await new PopupSocialLogin(api, fakeWindow(() => null, false).win).connect('Facebook');
    expect(isLeft(blocked) && blocked.left.code).toBe('social-login/blocked');
  });

  it('exchanges Instagram’s code on the server for the token', async () => {
    server.use(http.get(`${API}v1/social/settings`, () => HttpResponse.json({ facebookAppId: null, instagramAppId: '99' })));
    const { win, opened } = fakeWindow(() => ({ type: 'tpx-social-login', state: 'state-1', code: 'ig-code' }));
    const result = await new PopupSocialLogin(api, win).connect('Instagram');
    expect(isRight(result) && result.right).toEqual({ accessToken: 'IGQ-token' });
    expect(opened[0]!.searchParams.get('response_type')).toBe('code');
    expect(opened[0]!.searchParams.get('scope')).toBe('instagram_business_basic');
    expect(exchanged).toEqual([{ code: 'ig-code', redirectUri: 'https://shop.test/oauth/callback' }]);
  });
});

describe('social thumbnails', () => {
  it('are shown through the image proxy (the CSP’s img-src is self)', async () => {
    const proxy = new ImageProxyAddress('/api/', 'https://shop.test');
    const photos = await new FacebookGraphAlbums(undefined, undefined, (url) => proxy.of(url)).photos(GOOD_TOKEN, '1001');
    expect(isRight(photos) && photos.right.items[0]!.thumb).toBe('https://shop.test/api/v1/images/proxy?url=https%3A%2F%2Fscontent.example%2F2001_t.jpg');
    expect(isRight(photos) && photos.right.items[0]!.url).toBe('https://scontent.example/2001_o.jpg');
  });
});
