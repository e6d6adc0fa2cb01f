import { tmpdir } from 'node:os';
import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../../server/config';
import type { Db } from '../../server/db/db';
import { migrate } from '../../server/db/migrate';
import { parseAddressList } from '../../server/http/address-list';
import { createApp } from '../../server/app/create-app';
import { seed } from '../../server/seed/seed';
import { forwardedClient } from '../../server/storefront/client-address';
import { testDbFactories } from './test-db';

const BALANCERS = parseAddressList('10.0.0.0/8, fd00::/8', 'TRUSTED_PROXIES');

describe('the client behind trusted proxies (TRUSTED_PROXIES)', () => {
  it('takes the nearest hop that is not a trusted proxy, through a chain of them', () => {
    expect(forwardedClient('10.0.0.2', '203.0.113.7', BALANCERS)).toBe('203.0.113.7');
    expect(forwardedClient('10.0.0.2', '203.0.113.7, 10.1.1.1, 10.2.2.2', BALANCERS)).toBe('203.0.113.7');
    expect(forwardedClient('::ffff:10.0.0.2', '2001:db8::5', BALANCERS)).toBe('2001:db8::5');
    expect(forwardedClient('fd00::1', '[2001:db8::9]', BALANCERS)).toBe('2001:db8::9');
  });

  it('never believes what a shopper wrote: entries left of the first untrusted hop, or a header from an untrusted peer', () => {
    // The shopper sent 'X-Forwarded-For: 198.51.100.1'; the balancer appended the real address.
    expect(forwardedClient('10.0.0.2', '198.51.100.1, 203.0.113.7', BALANCERS)).toBe('203.0.113.7');
    // Straight to the server, past the balancer: the header is the caller's own words.
    expect(forwardedClient('203.0.113.50', '198.51.100.1', BALANCERS)).toBe('203.0.113.50');
    // A trusted range cannot be claimed from outside either.
    expect(forwardedClient('203.0.113.50', '10.0.0.9', BALANCERS)).toBe('203.0.113.50');
  });

  it('stops at the last trusted hop on a malformed entry, and keeps the peer without a header', () => {
    expect(forwardedClient('10.0.0.2', 'unknown', BALANCERS)).toBe('10.0.0.2');
    expect(forwardedClient('10.0.0.2', '203.0.113.7, garbage, 10.1.1.1', BALANCERS)).toBe('10.1.1.1');
    expect(forwardedClient('10.0.0.2', `${'9'.repeat(10_000)}`, BALANCERS)).toBe('10.0.0.2');
    expect(forwardedClient('10.0.0.2', undefined, BALANCERS)).toBe('10.0.0.2');
    expect(forwardedClient('10.0.0.2', '', BALANCERS)).toBe('10.0.0.2');
  });

  it('refuses a setting that is not addresses and CIDR ranges, in one line naming it', () => {
    for (const bad of ['localhost', '10.0.0.0/33', '10.0.0.0/8/1', '::1/129', '10.0.0.0/x', '10.0.0.256']) {
      expect(() => readConfig({ TRUSTED_PROXIES: bad })).toThrow(`TRUSTED_PROXIES: not an address or CIDR range: ${bad}`);
    }
    expect(readConfig({}).trustedProxies).toBeNull();
    expect(readConfig({ TRUSTED_PROXIES: ' 172.28.0.0/16 , ::1 ' }).trustedProxies?.check('172.28.4.5')).toBe(true);
  });
});

const CARD = { credit_card: { number: '4242424242424242', first_name: 'A', last_name: 'B', month: 12, year: 2099, verification_value: '123' } };

describe.each(testDbFactories)('throttles behind a load balancer on $name', ({ open }) => {
  let db: Db;
  const apps = (trustedProxies: ReturnType<typeof parseAddressList> | null): Hono =>
    createApp({
      db,
      config: { clientDir: tmpdir(), hostedPageUrl: 'https://hosted.example/hang', trustedProxies },
      frameAncestors: [],
      log: () => {},
      storefront: { vaultThrottle: { capacity: 3, refillPerSecond: 0.001 } },
    });
  /** A card-vault call as the balancer at 10.0.0.2 forwards it for `shopper`. */
  const viaBalancer = (app: Hono, shopper: string) =>
    app.request(
      '/api/vault/sessions?tenantId=tilepix',
      { method: 'POST', headers: { 'content-type': 'application/json', 'x-forwarded-for': shopper }, body: JSON.stringify(CARD) },
      { incoming: { socket: { remoteAddress: '::ffff:10.0.0.2' } } },
    );

  beforeAll(async () => {
    db = await open();
    await migrate(db);
    await seed(db);
  });
  afterAll(async () => {
    await db.close();
  });

  it('counts each shopper in a bucket of their own when the balancer is trusted', async () => {
    const app = apps(BALANCERS);
    const first = [];
    for (let i = 0; i < 4; i++) first.push((await viaBalancer(app, '203.0.113.1')).status);
    expect(first).toEqual([200, 200, 200, 429]);
    // Another shopper behind the same balancer is not held back by the first one's tries…
    expect((await viaBalancer(app, '203.0.113.2')).status).toBe(200);
    // …and the first cannot get fresh tries by writing a made-up address in front of the real one.
    expect((await viaBalancer(app, '198.51.100.77, 203.0.113.1')).status).toBe(429);
  });

  it('without TRUSTED_PROXIES, everyone behind the balancer shares its one bucket (the header is ignored)', async () => {
    const app = apps(null);
    const statuses = [];
    for (const shopper of ['203.0.113.11', '203.0.113.12', '203.0.113.13', '203.0.113.14']) statuses.push((await viaBalancer(app, shopper)).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
  });
});
