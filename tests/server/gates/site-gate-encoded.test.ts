import { mkdtemp, mkdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../server/db/db';
import { migrate } from '../../../server/db/migrate';
import { createApp } from '../../../server/app/create-app';
import { UNDECODABLE_PATH } from '../../../server/http/request-line';
import { seed } from '../../../server/seed/seed';
import { SiteGate } from '../../../server/site-gate/site-gate';
import { endpoints, type EndpointName } from '../../../src/contract/endpoints';
import { testDbFactories } from '../test-db';
import { ACCESS } from './access-table';

/*
 * Issue 26 item 2: the private-site gate reads the request as its routes read it. Every route of the
 * endpoint table is called with the private tenant spelled every way a URL can spell it (each
 * character percent-encoded, in lower and upper hex, the whole id, the route's fixed segments too);
 * each answer is the gate's 403. An encoded slash or a bad escape is a 400; a double encoding names
 * no tenant (the route sees `%70rivate`) and is refused by the route.
 */

const NOT_PUBLIC = { message: 'This site is not public', code: 'site/private' };
/** Two private tenants: the seeded `private`, and `demo` made private here (its hex has letters: %6d / %6D). */
const PRIVATE = ['private', 'demo'] as const;
const TENANT_PARAMS = new Set(['tenantId', 'tenant']);

const hex = (ch: string, upper: boolean) => {
  const code = `%${ch.charCodeAt(0).toString(16).padStart(2, '0')}`;
  return upper ? code.toUpperCase() : code.toLowerCase();
};
const encodeAll = (s: string, upper: boolean) => [...s].map((ch) => hex(ch, upper)).join('');

/** Every single-encoded spelling of a tenant id: one character at a time, and all of them, lower and upper hex. */
export function encodedSpellings(id: string): string[] {
  const spellings = new Set<string>();
  for (const upper of [false, true]) {
    [...id].forEach((_, i) => spellings.add(id.slice(0, i) + hex(id[i]!, upper) + id.slice(i + 1)));
    spellings.add(encodeAll(id, upper));
  }
  return [...spellings];
}

describe.each(testDbFactories)('the private-site gate reads encoded paths as the routes do, on $name', ({ open }) => {
  let db: Db;
  let app: Hono;
  beforeAll(async () => {
    db = await open();
    await migrate(db);
    await seed(db);
    await new SiteGate(db).setPassword('demo', 'gate-encoded-demo');
    const clientDir = await mkdtemp(path.join(tmpdir(), 'tpx-gate-enc-client-'));
    await writeFile(path.join(clientDir, 'index.html'), '<html><head><!--tpx:boot--></head><body></body></html>');
    const filesDir = await mkdtemp(path.join(tmpdir(), 'tpx-gate-enc-files-'));
    for (const tenant of PRIVATE) {
      await mkdir(path.join(filesDir, 'uploads', tenant), { recursive: true });
      await writeFile(path.join(filesDir, 'uploads', tenant, 'a.jpg'), 'not really a jpeg');
    }
    app = createApp({ db, config: { clientDir, hostedPageUrl: 'https://hosted.example/hang' }, frameAncestors: [], filesDir, log: () => {} });
  }, 60_000);
  afterAll(async () => db?.close());

  const routes = (Object.keys(ACCESS) as EndpointName[]).filter((name) => ACCESS[name].who !== 'pending' && name !== 'authorizeSite');

  /** The raw URL of an endpoint's sample call, with `tenant` (as written) in its tenant segments and query. */
  const urlOf = (name: EndpointName, tenant: string, { query = tenant, segments = (s: string) => s } = {}) => {
    const rule = ACCESS[name];
    const sample = rule.who === 'pending' ? {} : rule.sample('anonymous');
    const filled = endpoints[name].path
      .split('/')
      .map((part) =>
        part.startsWith(':') ? (TENANT_PARAMS.has(part.slice(1)) ? tenant : encodeURIComponent(sample.params?.[part.slice(1)] ?? 'x')) : segments(part),
      )
      .join('/');
    const search = Object.entries(sample.query ?? {})
      .map(([k, v]) => `&${k}=${encodeURIComponent(v)}`)
      .join('');
    return `http://store.test/api/${filled}?tenantId=${query}${search}`;
  };
  const call = (name: EndpointName, url: string) => {
    const rule = ACCESS[name];
    const body = rule.who !== 'pending' ? rule.sample('anonymous').body : undefined;
    const e = endpoints[name];
    return app.request(url, e.method === 'POST' ? { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body ?? {}) } : {});
  };
  const expectRefused = async (name: EndpointName, url: string) => {
    const res = await call(name, url);
    expect([url, res.status, await res.json()]).toEqual([url, 403, NOT_PUBLIC]);
  };

  it.each(PRIVATE)(
    'refuses every route with %s spelled in every encoding, in the path and in the query',
    async (tenant) => {
      for (const name of routes) {
        const hasTenantSegment = endpoints[name].path.split('/').some((p) => TENANT_PARAMS.has(p.slice(1)));
        for (const spelling of encodedSpellings(tenant)) {
          if (hasTenantSegment) await expectRefused(name, urlOf(name, spelling, { query: 'tilepix' }));
          await expectRefused(name, urlOf(name, 'tilepix', { query: spelling }));
        }
        // The route's fixed segments encoded too (`%74enants`, `%76%31`): the router decodes them, so does the gate.
        await expectRefused(
          name,
          urlOf(name, hasTenantSegment ? encodeAll(tenant, false) : 'tilepix', {
            query: hasTenantSegment ? 'tilepix' : tenant,
            segments: (s) => encodeAll(s, true),
          }),
        );
        await expectRefused(name, urlOf(name, tenant, { query: hasTenantSegment ? 'tilepix' : tenant }).replace('/api/v1/', '/%61pi/%76%31/'));
      }
    },
    300_000,
  );

  it('answers 400 to an encoded slash or a bad escape in any route, before any gate or route reads it', async () => {
    for (const name of routes) {
      for (const url of [
        urlOf(name, 'tilepix').replace('/api/v1/', '/api%2Fv1/'),
        urlOf(name, 'tilepix').replace('/api/v1/', '/api/v1%2f'),
        urlOf(name, 'tilepix').replace('/api/v1/', '/api/v1/%zz'),
        urlOf(name, 'tilepix').replace('/api/v1/', '/api/v1/%E0%A4'),
        urlOf(name, 'tilepix').replace('/api/v1/', '/api/v1/%'),
      ]) {
        const res = await call(name, url);
        expect([url, res.status, await res.json()]).toEqual([url, 400, { message: UNDECODABLE_PATH }]);
      }
    }
  }, 120_000);

  it("lets a double encoding through to the route, which sees `%70rivate` (no tenant) and never answers the private tenant's data", async () => {
    for (const name of routes) {
      for (const tenant of PRIVATE) {
        const double = encodeAll(tenant, false).replace(/%/g, '%25');
        for (const url of [urlOf(name, double, { query: 'tilepix' }), urlOf(name, 'tilepix', { query: double })]) {
          if (!url.includes(double)) continue;
          const res = await call(name, url);
          const text = await res.text();
          expect([url, res.status < 500 && res.status !== 403]).toEqual([url, true]);
          expect(text).not.toContain('private preview');
          expect(text).not.toContain('analytics demo');
        }
      }
    }
  }, 120_000);

  it.each(PRIVATE)("refuses %s's uploaded files however the path spells them", async (tenant) => {
    const refused = [
      ...encodedSpellings(tenant).map((s) => `/files/uploads/${s}/a.jpg`),
      `/files/%75ploads/${tenant}/a.jpg`,
      `/files/${encodeAll('uploads', true)}/${encodeAll(tenant, false)}/%61.jpg`,
      `/files/uploads/${tenant}/%61.jpg`,
    ];
    for (const url of refused) {
      const res = await app.request(url);
      expect([url, res.status, await res.json()]).toEqual([url, 403, NOT_PUBLIC]);
    }
    for (const url of [
      `/files/uploads%2f${tenant}/a.jpg`,
      `/files/uploads%2F${tenant}%2Fa.jpg`,
      `/files/uploads/${tenant}%2fa.jpg`,
      `/files/uploads/${tenant}/a%zz.jpg`,
    ]) {
      const res = await app.request(url);
      expect([url, res.status, await res.json()]).toEqual([url, 400, { message: UNDECODABLE_PATH }]);
    }
    // An empty segment names no stored file: neither the gate nor the route reads it as uploads/<tenant>.
    for (const url of [`/files/uploads//${tenant}/a.jpg`, `/files//uploads/${tenant}/a.jpg`]) {
      const res = await app.request(url);
      expect([url, res.status]).toEqual([url, 404]);
    }
  });

  it('still serves a public tenant and its files, however they are spelled', async () => {
    expect((await app.request(`/api/v1/tenants/${encodeAll('tilepix', false)}/v2?tenantId=%74ilepix`)).status).toBe(200);
    expect((await app.request('/api/v1/products/tilepix/get_customizable_products?tenantId=tilepix')).status).toBe(200);
  });
});
