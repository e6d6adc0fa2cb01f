import { mkdtemp, mkdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Hono } from 'hono';
import { TenantCodec } from '../../src/contract/tenant';
import { ConfigCodec } from '../../src/contract/config';
import type { Db } from '../../server/db/db';
import { migrate } from '../../server/db/migrate';
import { createApp } from '../../server/app/create-app';
import { seed } from '../../server/seed/seed';
import { testDbFactories } from './test-db';

const HOSTED = 'https://hosted.example.test/hang';

describe.each(testDbFactories)('reference server on $name', ({ open }) => {
  let db: Db;
  let app: Hono;
  let clientDir: string;

  beforeAll(async () => {
    db = await open();
    await migrate(db);
    await seed(db);
    clientDir = await mkdtemp(path.join(tmpdir(), 'tpx-client-'));
    await mkdir(path.join(clientDir, 'assets'));
    await writeFile(path.join(clientDir, 'index.html'), '<!doctype html><div id="root"></div>');
    await writeFile(path.join(clientDir, 'assets', 'main-ABC.js'), 'console.log(1)');
    await writeFile(path.join(clientDir, 'assets', 'main-ABC.js.map'), '{}');
    app = createApp({ db, config: { clientDir, hostedPageUrl: HOSTED }, log: () => {} });
  });
  afterAll(async () => {
    await db.close();
  });

  const countEvents = async () => Number((await db.query<{ n: string }>('SELECT count(*) AS n FROM client_events'))[0]?.n);

  it('answers /healthz with the database kind', async () => {
    const res = await app.request('/healthz');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok', db: db.kind });
  });

  it.each([
    ['tilepix', 'SHOP ALL', 'TilePix', false],
    ['wg', 'PRINT & PICK UP TODAY', 'TilePix', false],
    ['cvs', 'CVS SAME DAY PRINTS', 'CVS Photo', true],
  ])('serves tenant %s with its shop-all label, brand and About flag', async (id, label, brand, hideAbout) => {
    const res = await app.request(`/api/v1/tenants/${id}/v2?tenantId=${id}`);
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(TenantCodec.is(body)).toBe(true);
    expect(body).toMatchObject({ id, shopAllLabel: label, brand, hideAbout, hostedPageUrl: HOSTED });
  });

  it('gives the pharmacy tenant its 12-tile limit and black frames only', async () => {
    const body = await (await app.request('/api/v1/tenants/wg/v2')).json();
    expect(body).toMatchObject({ maxMainProductTiles: 12, allowedFrameColors: ['Black'], partner: true });
  });

  it("answers an unknown tenant with 404 'Tenant not found.'", async () => {
    const res = await app.request('/api/v1/tenants/nosuch/v2');
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ message: 'Tenant not found.' });
  });

  it('refuses a malformed tenant id with 400', async () => {
    const res = await app.request(`/api/v1/tenants/${encodeURIComponent("x'; DROP TABLE tenants;--")}/v2`);
    expect(res.status).toBe(400);
    expect((await res.json()).message).toMatch(/tenantId/);
    expect((await app.request('/api/v1/tenants/wg/v2')).status).toBe(200);
  });

  it('serves the store config with prices as decimals and the welcome promo', async () => {
    const res = await app.request('/api/v1/products/config?tenantId=tilepix');
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(ConfigCodec.is(body)).toBe(true);
    expect(body.welcomePromo).toEqual({ active: true, percentOff: 30, duration: 5 });
    expect(body.products).toContainEqual(expect.objectContaining({ id: 'blackTile', price: '14.00' }));
    expect(body.products).toContainEqual(expect.objectContaining({ id: 'standardWallPad', price: '5.00' }));
    expect(body.products).toContainEqual(expect.objectContaining({ id: 'rewardGrayTile', price: '0.00' }));
  });

  it('answers config for an unknown tenant with 404', async () => {
    const res = await app.request('/api/v1/products/config?tenantId=nosuch');
    expect(res.status).toBe(404);
  });

  it('answers an unknown API path with a JSON 404', async () => {
    const res = await app.request('/api/v1/does/not/exist', { method: 'POST' });
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toContain('application/json');
    expect(await res.json()).toEqual({ message: 'Not found: POST /api/v1/does/not/exist' });
  });

  it('stores a client event that decodes', async () => {
    const before = await countEvents();
    const res = await app.request('/api/v1/client-events?tenantId=wg', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ kind: 'error', name: 'render', message: 'boom', path: '/cart' }),
    });
    expect(res.status).toBe(204);
    expect(await countEvents()).toBe(before + 1);
    const [row] = await db.query<{ tenant_id: string; name: string }>('SELECT tenant_id, name FROM client_events ORDER BY id DESC LIMIT 1');
    expect(row).toEqual({ tenant_id: 'wg', name: 'render' });
  });

  it.each([
    [
      'a body that does not decode',
      'application/json',
      JSON.stringify({ kind: 'bad' }),
      400,
      'Invalid request: body.kind: expected "error" | "event", got "bad"',
    ],
    ['a body that is not JSON', 'application/json', '{not json', 400, 'Invalid request: the body is not valid JSON'],
    ['a body that is not declared as JSON', 'text/plain', 'hello', 415, 'Expected a JSON body (content-type: application/json)'],
  ])('refuses %s with a message and writes nothing', async (_name, type, body, status, message) => {
    const before = await countEvents();
    const res = await app.request('/api/v1/client-events', { method: 'POST', headers: { 'content-type': type }, body });
    expect(res.status).toBe(status);
    expect((await res.json()).message).toBe(message);
    expect(await countEvents()).toBe(before);
  });

  it('sets the CSP and security headers on every response', async () => {
    for (const url of ['/', '/api/v1/tenants/tilepix/v2', '/api/v1/nope', '/healthz']) {
      const res = await app.request(url);
      const csp = res.headers.get('content-security-policy') ?? '';
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("object-src 'none'");
      expect(csp).toContain("base-uri 'none'");
      expect(csp).not.toContain('unsafe-eval');
      expect(csp).not.toContain('unsafe-inline');
      // Pages name their own tenant's parents only, everything else none (issue 26; embed-routes.test.ts walks the class).
      expect(csp).toContain(url === '/' ? "frame-ancestors 'self' https://www.tilepix.com" : "frame-ancestors 'none'");
      expect(csp).not.toContain('https://photo.walgreens.com');
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    }
  });

  it.each(['/walgreens', '/hang'])('redirects %s to the external hosted page', async (p) => {
    const res = await app.request(p);
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe(HOSTED);
  });

  it('serves index.html for any client route (history fallback) and hashed assets as immutable', async () => {
    for (const p of ['/', '/shop-all/some-group', '/products/tilepix', '/no/such/page']) {
      const res = await app.request(p);
      expect(res.status).toBe(200);
      expect(await res.text()).toContain('<div id="root">');
    }
    const asset = await app.request('/assets/main-ABC.js');
    expect(asset.headers.get('cache-control')).toContain('immutable');
    expect(asset.headers.get('content-type')).toContain('text/javascript');
    // The build writes no sourceMappingURL comment: the header names the map beside the file.
    expect(asset.headers.get('sourcemap')).toBe('/assets/main-ABC.js.map');
  });

  it('never serves files outside the client folder', async () => {
    // An encoded slash inside a segment is refused by the request line's guard (issue 26) before any route reads it.
    const res = await app.request('/assets/..%2F..%2Fetc%2Fpasswd');
    expect(res.status).toBe(400);
  });

  it('re-running migrations and the seed changes nothing', async () => {
    expect(await migrate(db)).toEqual([]);
    await seed(db);
    const tenants = await db.query<{ id: string }>('SELECT id FROM tenants ORDER BY id');
    // The three of DESIGN §1, the analytics demo and the private-site demo (issue #18).
    expect(tenants.map((t) => t.id)).toEqual(['cvs', 'demo', 'private', 'tilepix', 'wg']);
  });
});
