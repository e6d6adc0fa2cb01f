import { tmpdir } from 'node:os';
import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../server/db/db';
import { migrate } from '../../server/db/migrate';
import { createApp } from '../../server/app/create-app';
import { seed } from '../../server/seed/seed';
import { testDbFactories } from './test-db';

/* Issue 13, item 14: promo/get answered ~330 codes a second and showed not-yet-started codes in full. */

describe.each(testDbFactories)('promo/get lookups on $name', ({ open }) => {
  let db: Db;
  let app: Hono;
  beforeAll(async () => {
    db = await open();
    await migrate(db);
    await seed(db);
    app = createApp({
      db,
      config: { clientDir: tmpdir(), hostedPageUrl: 'https://hosted.example/hang' },
      frameAncestors: [],
      log: () => {},
      promoThrottle: { capacity: 4, refillPerSecond: 0.001 },
    });
  });
  afterAll(async () => {
    await db?.close();
  });

  const get = async (code: string) => {
    const res = await app.request(`/api/v1/promo/get?tenantId=tilepix&promo=${code}`);
    return { status: res.status, type: res.headers.get('content-type'), body: await res.text() };
  };

  it('answers a code that has not started exactly like an unknown one, then throttles the client with 429', async () => {
    const future = await get('FUTURE');
    const unknown = await get('NOSUCHCODE');
    expect(future).toEqual(unknown);
    expect(future).toMatchObject({ status: 404, body: JSON.stringify({ message: 'Promo code not found.' }) });
    expect((await get('TAKE20')).status).toBe(200);
    expect((await get('TAKE20')).status).toBe(200);
    expect(await get('TAKE20')).toMatchObject({
      status: 429,
      body: JSON.stringify({ message: 'Too many promo code checks. Please wait a moment and try again.' }),
    });
  });
});
