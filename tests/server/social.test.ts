import { tmpdir } from 'node:os';
import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SocialSettingsCodec } from '../../src/contract/social';
import type { Db } from '../../server/db/db';
import { migrate } from '../../server/db/migrate';
import { createApp } from '../../server/app/create-app';
import { readSocialSettings, type SocialSettings } from '../../server/social/social-settings';
import { testDbFactories } from './test-db';

describe('readSocialSettings', () => {
  it('offers Facebook with an app id, Instagram only with an app id and its secret', () => {
    expect(readSocialSettings({})).toEqual({ facebookAppId: null, instagram: null, instagramTokenUrl: 'https://api.instagram.com/oauth/access_token' });
    expect(readSocialSettings({ FACEBOOK_APP_ID: ' 1234 ', INSTAGRAM_APP_ID: '99' })).toMatchObject({ facebookAppId: '1234', instagram: null });
    expect(readSocialSettings({ INSTAGRAM_APP_ID: '99', INSTAGRAM_APP_SECRET: 's' }).instagram).toEqual({ appId: '99', appSecret: 's' });
  });
});

describe.each(testDbFactories)('social login routes on $name', ({ open }) => {
  let db: Db;
  const exchanges: URLSearchParams[] = [];
  const instagramToken: typeof fetch = async (_url, init) => {
    const form = new URLSearchParams(String(init?.body));
    exchanges.push(form);
    return form.get('code') === 'good-code'
      ? Response.json({ access_token: 'IGQ-short-lived', user_id: 17841400000, permissions: ['instagram_business_basic'] })
      : Response.json({ error_type: 'OAuthException', code: 400, error_message: 'Invalid authorization code' }, { status: 400 });
  };
  const appWith = (social?: SocialSettings): Hono =>
    createApp({
      db,
      config: { clientDir: tmpdir(), hostedPageUrl: 'https://hosted.example/hang', publicUrl: 'http://store.test' },
      frameAncestors: [],
      log: () => {},
      fetchImpl: instagramToken,
      ...(social ? { social } : {}),
    });
  let configured: Hono;
  let bare: Hono;

  beforeAll(async () => {
    db = await open();
    await migrate(db);
    configured = appWith({ facebookAppId: '1234', instagram: { appId: '99', appSecret: 'shh' }, instagramTokenUrl: 'https://ig.test/token' });
    bare = appWith();
  });
  afterAll(async () => {
    await db.close();
  });

  const exchange = (app: Hono, body: unknown) =>
    app.request('http://store.test/api/v1/social/instagram/token', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const message = async (res: Response) => ((await res.json()) as { message: string }).message;

  it('GET v1/social/settings names the app ids, null without them; the CSP then lets the browser call the Graph API', async () => {
    const withApps = await configured.request('http://store.test/api/v1/social/settings');
    const body = await withApps.json();
    expect(SocialSettingsCodec.is(body) && body).toEqual({ facebookAppId: '1234', instagramAppId: '99' });
    expect(withApps.headers.get('content-security-policy')).toContain("connect-src 'self' https://graph.facebook.com https://graph.instagram.com;");
    const without = await bare.request('http://store.test/api/v1/social/settings');
    expect(await without.json()).toEqual({ facebookAppId: null, instagramAppId: null });
    expect(without.headers.get('content-security-policy')).toContain("connect-src 'self';");
  });

  it('exchanges an Instagram login code for a token with the app secret, for our own callback only', async () => {
    exchanges.length = 0;
    const ok = await exchange(configured, { code: 'good-code#_', redirectUri: 'http://store.test/oauth/callback' });
    expect([ok.status, await ok.json()]).toEqual([200, { accessToken: 'IGQ-short-lived' }]);
    expect(Object.fromEntries(exchanges[0]!)).toEqual({
      client_id: '99',
      client_secret: 'shh',
      grant_type: 'authorization_code',
      redirect_uri: 'http://store.test/oauth/callback',
      code: 'good-code',
    });
    const refused = await exchange(configured, { code: 'stale', redirectUri: 'http://store.test/oauth/callback' });
    expect([refused.status, await message(refused)]).toEqual([400, 'Instagram did not accept the login. Please connect again.']);
    const elsewhere = await exchange(configured, { code: 'good-code', redirectUri: 'https://evil.example/oauth/callback' });
    expect([elsewhere.status, await message(elsewhere)]).toEqual([400, "Invalid request: redirectUri must be this store's /oauth/callback"]);
    const undecodable = await exchange(configured, { code: 5 });
    expect(undecodable.status).toBe(400);
    expect(exchanges).toHaveLength(2);
  });

  it('has no Instagram exchange on a store without an Instagram app', async () => {
    const res = await exchange(bare, { code: 'good-code', redirectUri: 'http://store.test/oauth/callback' });
    expect([res.status, await message(res)]).toEqual([404, 'Instagram photos are not available on this store.']);
  });

  it('serves the login callback page with its script from our origin (no inline script) and no referrer', async () => {
    const page = await bare.request('http://store.test/oauth/callback?code=abc&state=s1');
    expect(page.status).toBe(200);
    expect(page.headers.get('referrer-policy')).toBe('no-referrer');
    const html = await page.text();
    expect(html).toContain('<script src="/oauth/callback.js"></script>');
    expect(html).not.toMatch(/<script>[^<]/);
    const script = await bare.request('http://store.test/oauth/callback.js');
    expect(script.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    const source = await script.text();
    expect(source).toContain('new BroadcastChannel("tpx-social-login")');
    expect(source).toContain('window.opener.postMessage(message, location.origin)');
  });
});
