import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, openAdminHarness, type AdminHarness } from './admin-harness';
import { makePickupOrder } from './pickup-order-helper';
import { testDbFactories } from './test-db';

const WEEK = [null, ...Array.from({ length: 5 }, () => ({ opens: 480, closes: 1320 })), { opens: 540, closes: 1260 }];
const draft = (id: string, extra: Record<string, unknown> = {}) => ({
  id,
  name: 'Omaha Old Market',
  address: { line1: '1001 Howard St', city: 'Omaha', state: 'NE', zip: '68102' },
  location: { lat: 41.2555, lng: -95.9316 },
  timeZone: 'America/Chicago',
  week: WEEK,
  leadMinutes: 60,
  cutoffMinutes: 1200,
  active: true,
  ...extra,
});
const HEADER = 'id,name,line1,city,state,zip,lat,lng,timeZone,sunday,monday,tuesday,wednesday,thursday,friday,saturday,leadMinutes,cutoff,active\n';
const row = (id: string, name: string, hours = '08:00-22:00') =>
  `${id},${name},1 Main St,Omaha,NE,68102,41.25,-95.93,America/Chicago,closed,${hours},${hours},${hours},${hours},${hours},24h,60,20:00,yes\n`;

describe.each(testDbFactories)('admin pick-up stores (issue 30) on $name', ({ open }) => {
  let h: AdminHarness;
  let admin: string;
  const stores = (tenant = 'wg') => h.json('GET', `v1/admin/tenants/${tenant}/stores`, { token: admin });
  const audit = (id: string) =>
    h.db.query<{ action: string; after: unknown }>("SELECT action, after FROM audit_log WHERE record_type = 'store' AND record_id = $1 ORDER BY id", [id]);
  const count = async (sql: string, params: unknown[] = []) => (await h.db.query(sql, params)).length;

  beforeAll(async () => {
    h = await openAdminHarness(await open());
    admin = await h.tokenFor(ADMIN_EMAIL);
  });
  afterAll(async () => {
    await h?.db.close();
  });

  it("lists the tenant's stores with their version and how many orders name them", async () => {
    const list = await stores();
    expect(list.status).toBe(200);
    expect(list.body.stores.length).toBeGreaterThan(10);
    const first = list.body.stores.find((s: { store: { id: string } }) => s.store.id === 'chicago-60290');
    expect(first).toMatchObject({ version: 1, orders: 0, store: { id: 'chicago-60290', active: true, timeZone: 'America/Chicago' } });
    expect((await stores('tilepix')).body.stores).toEqual([]);
    expect((await stores('nope')).status).toBe(404);
  });

  it("adds a store (201, audited in the same write); a bad one is refused in the domain's words and writes nothing", async () => {
    const created = await h.json('POST', 'v1/admin/tenants/wg/stores', { token: admin, body: { store: draft('omaha-old-market') } });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ version: 1, orders: 0, store: { id: 'omaha-old-market', name: 'Omaha Old Market', active: true } });
    expect((await audit('wg:omaha-old-market')).map((a) => a.action)).toEqual(['store.create']);

    const bad = [
      [draft('x-bad-state', { address: { line1: '1 St', city: 'Omaha', state: 'Nebraska', zip: '68102' } }), 'The state must be a two-letter code.'],
      [draft('x-bad-zone', { timeZone: 'Mars/Olympus' }), 'Unknown time zone: Mars/Olympus.'],
      [draft('x-bad-hours', { week: [{ opens: 600, closes: 500 }, ...WEEK.slice(1)] }), 'Each day opens before it closes, within the day (00:00 to 24:00).'],
      [draft('Bad Id'), 'The store id must be 1 to 60 lowercase letters, digits or hyphens.'],
      [draft('x-bad-lead', { leadMinutes: 5000 }), 'The lead time must be 0 to 2880 minutes.'],
    ] as const;
    for (const [store, message] of bad) {
      const refused = await h.json('POST', 'v1/admin/tenants/wg/stores', { token: admin, body: { store } });
      expect(refused.status).toBe(400);
      expect(refused.body.message).toBe(message);
    }
    expect(await count("SELECT 1 FROM pickup_stores WHERE id LIKE 'x-bad%' OR id = 'Bad Id'")).toBe(0);
    expect(await count("SELECT 1 FROM audit_log WHERE record_id LIKE 'wg:x-bad%'")).toBe(0);

    const again = await h.json('POST', 'v1/admin/tenants/wg/stores', { token: admin, body: { store: draft('omaha-old-market', { name: 'Other' }) } });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('Store id omaha-old-market is already used: choose another id, or edit that store.');
  });

  it('edits a store with the version it read; two admins at once: one lands, the other is a 409 and changes nothing', async () => {
    const both = await Promise.all(
      ['Omaha Old Market North', 'Omaha Old Market South'].map((name) =>
        h.json('POST', 'v1/admin/tenants/wg/stores/omaha-old-market', { token: admin, body: { version: 1, store: draft('omaha-old-market', { name }) } }),
      ),
    );
    expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
    const lost = both.find((r) => r.status === 409)!;
    expect(lost.body.message).toMatch(/was changed by someone else since you opened it: reload to see their change, then make yours again\.$/);
    const won = both.find((r) => r.status === 200)!;
    expect(won.body.version).toBe(2);
    expect((await audit('wg:omaha-old-market')).map((a) => a.action)).toEqual(['store.create', 'store.save']);
    const id = await h.json('POST', 'v1/admin/tenants/wg/stores/omaha-old-market', { token: admin, body: { version: 2, store: draft('omaha-other') } });
    expect(id.status).toBe(400);
    expect(id.body.message).toBe('A store keeps its id; add a new store instead.');
  });

  it('retires a store with orders (never deleted): the finder stops offering it, the order keeps it, and it can be restored', async () => {
    const order = await h.placeOrder({ tenant: 'wg' });
    await makePickupOrder(h.db, order.id, 'wg', 'omaha-68102');
    const listed = (await stores()).body.stores.find((s: { store: { id: string } }) => s.store.id === 'omaha-68102');
    expect(listed.orders).toBe(1);
    const retired = await h.json('POST', 'v1/admin/tenants/wg/stores/omaha-68102/retire', { token: admin, body: { version: listed.version, active: false } });
    expect(retired.status).toBe(200);
    expect(retired.body).toMatchObject({ version: listed.version + 1, orders: 1, store: { active: false } });
    const found = await h.json('GET', 'v1/stores?q=68102', { tenant: 'wg' });
    expect(found.body.stores.map((s: { store: { id: string } }) => s.store.id)).not.toContain('omaha-68102');
    expect(await count("SELECT 1 FROM orders WHERE pickup_store_id = 'omaha-68102'")).toBe(1);
    // The database refuses a delete from under the order as well.
    await expect(h.db.query("DELETE FROM pickup_stores WHERE tenant_id = 'wg' AND id = 'omaha-68102'")).rejects.toThrow();
    const stale = await h.json('POST', 'v1/admin/tenants/wg/stores/omaha-68102/retire', { token: admin, body: { version: listed.version, active: true } });
    expect(stale.status).toBe(409);
    const restored = await h.json('POST', 'v1/admin/tenants/wg/stores/omaha-68102/retire', {
      token: admin,
      body: { version: listed.version + 1, active: true },
    });
    expect(restored.body.store.active).toBe(true);
    expect((await audit('wg:omaha-68102')).map((a) => a.action)).toEqual(['store.retire', 'store.restore']);
  });

  it('imports a CSV: the dry run reports per row and writes nothing; a file with a bad row imports nothing; a good one writes every store, audited', async () => {
    const csv =
      HEADER +
      row('lincoln-haymarket', 'Lincoln Haymarket') +
      row('omaha-old-market', 'Omaha Old Market') +
      row('x-import-bad', 'Bad Hours', '22:00-08:00') +
      'x-short,Too Short\n';
    const before = await count('SELECT 1 FROM audit_log');
    const dry = await h.json('POST', 'v1/admin/tenants/wg/store-import/dry-run', { token: admin, body: { csv } });
    expect(dry.status).toBe(200);
    expect(dry.body).toMatchObject({ summary: '1 to create, 1 to update, 2 rows with errors', create: 1, update: 1, errorRows: 2, rows: 4 });
    expect(dry.body.errors).toEqual([
      { row: 4, column: 'monday', message: 'Monday: the store must open before it closes (22:00-08:00).' },
      { row: 5, column: '', message: 'The row has 2 cells; the header has 19.' },
    ]);
    expect(dry.body.stores).toEqual([
      { id: 'lincoln-haymarket', name: 'Lincoln Haymarket', row: 2, action: 'create' },
      { id: 'omaha-old-market', name: 'Omaha Old Market', row: 3, action: 'update' },
    ]);
    const refused = await h.json('POST', 'v1/admin/tenants/wg/store-import/apply', { token: admin, body: { csv, basis: dry.body.basis } });
    expect(refused.status).toBe(422);
    expect(refused.body.message).toBe('The file has rows with errors: nothing was imported. Fix the rows the dry run lists, then run it again.');
    expect(await count("SELECT 1 FROM pickup_stores WHERE id = 'lincoln-haymarket'")).toBe(0);
    expect(await count('SELECT 1 FROM audit_log')).toBe(before);

    const good = HEADER + row('lincoln-haymarket', 'Lincoln Haymarket') + row('omaha-old-market', 'Omaha Old Market');
    const plan = await h.json('POST', 'v1/admin/tenants/wg/store-import/dry-run', { token: admin, body: { csv: good } });
    // Another admin edits a store of the file in between: the apply is a 409 and writes nothing.
    const current = (await stores()).body.stores.find((s: { store: { id: string } }) => s.store.id === 'omaha-old-market');
    await h.json('POST', 'v1/admin/tenants/wg/stores/omaha-old-market', {
      token: admin,
      body: { version: current.version, store: { ...current.store, name: 'Edited Between' } },
    });
    const stale = await h.json('POST', 'v1/admin/tenants/wg/store-import/apply', { token: admin, body: { csv: good, basis: plan.body.basis } });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe('The stores changed since the dry run: run the dry run again and check its report.');
    expect(await count("SELECT 1 FROM pickup_stores WHERE id = 'lincoln-haymarket'")).toBe(0);

    const again = await h.json('POST', 'v1/admin/tenants/wg/store-import/dry-run', { token: admin, body: { csv: good } });
    const applied = await h.json('POST', 'v1/admin/tenants/wg/store-import/apply', { token: admin, body: { csv: good, basis: again.body.basis } });
    expect(applied.status).toBe(200);
    expect(applied.body).toEqual({ summary: '1 created, 1 updated', created: 1, updated: 1 });
    const [stored] = await h.db.query<{ week: unknown; cutoff_minutes: number; name: string }>(
      "SELECT week, cutoff_minutes, name FROM pickup_stores WHERE tenant_id = 'wg' AND id = 'lincoln-haymarket'",
    );
    expect(stored).toMatchObject({ cutoff_minutes: 1200, name: 'Lincoln Haymarket' });
    expect(typeof stored!.week === 'string' ? JSON.parse(stored!.week) : stored!.week).toEqual([
      null,
      ...Array.from({ length: 5 }, () => ({ opens: 480, closes: 1320 })),
      { opens: 0, closes: 1440 },
    ]);
    expect((await audit('wg:lincoln-haymarket')).map((a) => a.action)).toEqual(['store.import.create']);
    expect((await audit('wg:omaha-old-market')).map((a) => a.action).slice(-1)).toEqual(['store.import.update']);
  });

  it('refuses a file it cannot read as a whole (422, in words) and gives a template that imports cleanly', async () => {
    const unknown = await h.json('POST', 'v1/admin/tenants/wg/store-import/dry-run', { token: admin, body: { csv: 'id,name,colour\n' } });
    expect(unknown.status).toBe(422);
    expect(unknown.body.message).toMatch(/^Unknown column 'colour' \(column 3\)\. The columns are: id, name, line1/);
    const missing = await h.json('POST', 'v1/admin/tenants/wg/store-import/dry-run', { token: admin, body: { csv: 'id,name\nx,y\n' } });
    expect(missing.body.message).toBe(
      'Missing columns: line1, city, state, zip, lat, lng, timeZone, sunday, monday, tuesday, wednesday, thursday, friday, saturday, leadMinutes.',
    );
    const template = await h.request('GET', 'v1/admin/store-import/template', { token: admin });
    expect(template.headers.get('content-type')).toContain('text/csv');
    const text = await template.text();
    const dry = await h.json('POST', 'v1/admin/tenants/cvs/store-import/dry-run', { token: admin, body: { csv: text } });
    expect(dry.body).toMatchObject({ create: 1, update: 0, errorRows: 0, errors: [] });
  });
});
