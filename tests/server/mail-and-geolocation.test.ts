import { existsSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readAccountSettings } from '../../server/auth/account-settings';
import { readConfig } from '../../server/config';
import type { Db } from '../../server/db/db';
import { countryDbPath, countryOfHeader, mmdbCountryLookup } from '../../server/geolocation/country-lookup';
import { accountApp, prepareDb, TestClock } from './account-harness';
import { testDbFactories } from './test-db';

describe('geolocation', () => {
  const lookup = mmdbCountryLookup();

  it('finds the database file the way the built server will', () => {
    expect(countryDbPath()).toMatch(/geo-whois-asn-country\.mmdb$/);
    expect(existsSync(countryDbPath())).toBe(true);
  });

  it('answers the country of a public address and null for private, loopback or invalid ones', async () => {
    expect(await lookup('8.8.8.8')).toBe('US');
    expect(await lookup('81.2.69.160')).toBe('GB');
    expect(await lookup('::ffff:8.8.8.8')).toBe('US');
    expect(await lookup('2001:4860:4860::8888')).toBe('US');
    for (const address of ['10.1.2.3', '192.168.0.1', '127.0.0.1', '::1', 'fd00::1', 'local', '']) expect(await lookup(address), address).toBeNull();
  });

  it('trusts a CDN header only as a plain country code', () => {
    expect(countryOfHeader('de')).toBe('DE');
    expect(countryOfHeader('US')).toBe('US');
    for (const value of [undefined, '', 'XX', 'T1', 'USA', 'U1', '<b>']) expect(countryOfHeader(value), String(value)).toBeNull();
  });
});

describe.each(testDbFactories)('dev mailbox and GET v1/geolocation on $name', ({ open }) => {
  let db: Db;
  const clock = new TestClock();

  beforeAll(async () => {
    db = await open();
    await prepareDb(db, clock);
  });
  afterAll(async () => {
    await db.close();
  });

  it('answers { country_code } from the client address; null for a private one', async () => {
    const h = accountApp(db, clock);
    expect(await h.get('geolocation', { ip: '8.8.8.8' })).toEqual({ status: 200, body: { country_code: 'US' } });
    expect(await h.get('geolocation', { ip: '81.2.69.160', headers: { 'cf-ipcountry': 'FR' } })).toEqual({ status: 200, body: { country_code: 'GB' } });
    expect(await h.get('geolocation', { ip: '10.0.0.7' })).toEqual({ status: 200, body: { country_code: null } });
  });

  it('answers from the trusted header when GEOLOCATION_COUNTRY_HEADER is set (never from the address then)', async () => {
    const h = accountApp(db, clock, { settings: { geolocationCountryHeader: 'cf-ipcountry' } });
    expect((await h.get('geolocation', { ip: '8.8.8.8', headers: { 'cf-ipcountry': 'CA' } })).body).toEqual({ country_code: 'CA' });
    expect((await h.get('geolocation', { ip: '8.8.8.8', headers: { 'cf-ipcountry': 'XX' } })).body).toEqual({ country_code: null });
    expect((await h.get('geolocation', { ip: '8.8.8.8' })).body).toEqual({ country_code: null });
  });

  it('lists outbox mail newest first as JSON and on a page without inline script or style', async () => {
    const h = accountApp(db, clock);
    await h.signUp('box@example.com');
    clock.advance(11_000);
    await h.post('account/login', { email: 'box@example.com', loginMethod: 'code' });
    const mails = await h.mailbox('BOX@example.com');
    expect(mails).toHaveLength(2);
    expect(Object.keys(mails[0]!).sort()).toEqual(['attachments', 'html', 'sentAt', 'subject', 'text', 'to']);
    // A sign-in code mail carries no pictures (order emails do: CID attachments, issue 29).
    expect(mails[0]!.attachments).toEqual([]);
    expect(Date.parse(mails[0]!.sentAt)).toBeGreaterThan(Date.parse(mails[1]!.sentAt));
    expect(mails[0]!.to).toBe('box@example.com');

    const page = await h.app.request('http://store.test/dev/mail?to=box@example.com');
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('Your TilePix sign-in code');
    expect(html).not.toMatch(/<script|style=/i);
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
    const link = /href="(\/dev\/mail\/\d+)"/.exec(html)![1]!;
    const raw = await h.app.request(`http://store.test${link}`);
    expect(raw.headers.get('content-security-policy')).toBe("default-src 'none'; style-src 'unsafe-inline'; img-src data:; sandbox");
    // A week later the outbox forgets them (they hold codes in clear).
    clock.advance(8 * 24 * 60 * 60_000);
    await h.signUp('box-later@example.com');
    expect(await h.mailbox('box@example.com')).toHaveLength(0);
  });

  it('does not exist in production', async () => {
    const h = accountApp(db, clock, { production: true });
    expect((await h.app.request('http://store.test/api/dev/mail?to=box@example.com')).status).toBe(404);
    const page = await h.app.request('http://store.test/dev/mail');
    expect(page.status === 404 || !(await page.text()).includes('Dev mailbox')).toBe(true);
    expect(readConfig({ NODE_ENV: 'production', PUBLIC_URL: 'https://store.example' }).production).toBe(true);
  });
});

describe('account settings', () => {
  it('reads TPX_ACCOUNT_THROTTLE_BURST outside production only, and refuses a bad one', () => {
    expect(readConfig({}).accountThrottleBurst).toBeUndefined();
    expect(readConfig({ TPX_ACCOUNT_THROTTLE_BURST: '200' }).accountThrottleBurst).toBe(200);
    expect(readConfig({ NODE_ENV: 'production', PUBLIC_URL: 'https://store.example', TPX_ACCOUNT_THROTTLE_BURST: '200' }).accountThrottleBurst).toBeUndefined();
    expect(() => readConfig({ TPX_ACCOUNT_THROTTLE_BURST: 'lots' })).toThrow(/TPX_ACCOUNT_THROTTLE_BURST/);
  });

  it('reads TPX_TEST_AUTH_WINDOW_MS under NODE_ENV=test only, and refuses a bad one', () => {
    expect(readConfig({ NODE_ENV: 'test' }).testAuthWindowMs).toBeUndefined();
    expect(readConfig({ NODE_ENV: 'test', TPX_TEST_AUTH_WINDOW_MS: '2000' }).testAuthWindowMs).toBe(2000);
    expect(readConfig({ TPX_TEST_AUTH_WINDOW_MS: '2000' }).testAuthWindowMs).toBeUndefined();
    expect(readConfig({ NODE_ENV: 'production', PUBLIC_URL: 'https://store.example', TPX_TEST_AUTH_WINDOW_MS: '2000' }).testAuthWindowMs).toBeUndefined();
    for (const bad of ['soon', '1.5', '50', '60000']) {
      expect(() => readConfig({ NODE_ENV: 'test', TPX_TEST_AUTH_WINDOW_MS: bad })).toThrow(
        /TPX_TEST_AUTH_WINDOW_MS must be whole milliseconds from 100 to 10000/,
      );
    }
  });

  it('reads ADMIN_EMAILS, AUTH_TOKEN_SECRET, SMTP_URL, MAIL_FROM and GEOLOCATION_COUNTRY_HEADER with their defaults', () => {
    expect(readAccountSettings({})).toEqual({
      adminEmails: ['admin@tilepix.test'],
      authTokenSecret: undefined,
      smtpUrl: undefined,
      mailFrom: 'no-reply@tilepix.test',
      geolocationCountryHeader: undefined,
    });
    expect(
      readAccountSettings({
        ADMIN_EMAILS: ' Boss@Shop.com, ops@shop.com ,',
        AUTH_TOKEN_SECRET: 's'.repeat(32),
        SMTP_URL: 'smtp://mail:25',
        MAIL_FROM: 'shop@shop.com',
        GEOLOCATION_COUNTRY_HEADER: 'CF-IPCountry',
      }),
    ).toEqual({
      adminEmails: ['boss@shop.com', 'ops@shop.com'],
      authTokenSecret: 's'.repeat(32),
      smtpUrl: 'smtp://mail:25',
      mailFrom: 'shop@shop.com',
      geolocationCountryHeader: 'cf-ipcountry',
    });
    expect(() => readAccountSettings({ AUTH_TOKEN_SECRET: 'short' })).toThrow('AUTH_TOKEN_SECRET must be at least 32 characters');
    expect(() => readAccountSettings({ ADMIN_EMAILS: 'not an email' })).toThrow(/ADMIN_EMAILS/);
    expect(readAccountSettings({ ADMIN_EMAILS: '' }).adminEmails).toEqual([]);
  });
});
