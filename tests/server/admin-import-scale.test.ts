import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, openAdminHarness, type AdminHarness } from './admin-harness';
import { testDbFactories } from './test-db';

const HEAD = 'id,name,urlSlug,price,variantId,variantName,variantPrice,variantSku';

/** 5,000 rows: 2,500 products of two variants each. */
const bigCsv = (price: string) =>
  [
    HEAD,
    ...Array.from({ length: 2500 }, (_, i) => [
      `bulk${i},Bulk ${i},bulk-${i},${price},bulk${i}-b,Black,${price},BULK${i}-B`,
      `bulk${i},,,,bulk${i}-w,White,${price},BULK${i}-W`,
    ]).flat(),
  ].join('\n');

describe.each(testDbFactories)('admin product import at 5,000 rows on $name', ({ name, open }) => {
  let h: AdminHarness;
  let admin: string;

  beforeAll(async () => {
    h = await openAdminHarness(await open());
    admin = await h.tokenFor(ADMIN_EMAIL);
  });
  afterAll(async () => {
    await h?.db.close();
  });

  const timed = async <T>(label: string, work: () => Promise<T>) => {
    const started = performance.now();
    const result = await work();
    console.log(`[import-scale ${name}] ${label}: ${Math.round(performance.now() - started)} ms`);
    return result;
  };
  const dry = (csv: string) => h.json('POST', 'v1/admin/tenants/tilepix/product-import/dry-run', { token: admin, body: { csv } });
  const apply = (csv: string, basis: Record<string, number>) =>
    h.json('POST', 'v1/admin/tenants/tilepix/product-import/apply', { token: admin, body: { csv, basis } });

  it('creates then updates 2,500 products from 5,000 rows', async () => {
    const csv = bigCsv('16.00');
    const report = await timed('dry run (2,500 creates)', () => dry(csv));
    expect(report.body).toMatchObject({ summary: '2500 to create, 0 to update, 0 rows with errors' });
    expect(await timed('apply (2,500 creates)', () => apply(csv, report.body.basis))).toMatchObject({ status: 200, body: { created: 2500, updated: 0 } });
    const again = bigCsv('17.00');
    const second = await timed('dry run (2,500 updates)', () => dry(again));
    expect(second.body).toMatchObject({ summary: '0 to create, 2500 to update, 0 rows with errors' });
    expect(await timed('apply (2,500 updates)', () => apply(again, second.body.basis))).toMatchObject({ status: 200, body: { created: 0, updated: 2500 } });
    const [count] = await h.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM product_variants WHERE product_id LIKE 'bulk%' AND price_cents = 1700`);
    expect(count!.n).toBe(5000);
  }, 300_000);
});

describe.each(testDbFactories)('admin product import: all or nothing, one apply at a time, progress on $name', ({ open }) => {
  let h: AdminHarness;
  let admin: string;

  beforeAll(async () => {
    h = await openAdminHarness(await open());
    admin = await h.tokenFor(ADMIN_EMAIL);
  });
  afterAll(async () => {
    await h?.db.close();
  });

  const dry = (csv: string) => h.json('POST', 'v1/admin/tenants/tilepix/product-import/dry-run', { token: admin, body: { csv } });
  const apply = (csv: string, basis: Record<string, number>) =>
    h.json('POST', 'v1/admin/tenants/tilepix/product-import/apply', { token: admin, body: { csv, basis } });
  const snapshot = async () =>
    JSON.stringify([
      await h.db.query('SELECT * FROM products ORDER BY tenant_id, id'),
      await h.db.query('SELECT * FROM product_variants ORDER BY tenant_id, product_id, id'),
      await h.db.query('SELECT id FROM audit_log ORDER BY id'),
    ]);

  it('a failure while writing row 5,000 (the last chunk) leaves nothing written', async () => {
    const csv = bigCsv('16.00');
    const { body: report } = await dry(csv);
    // The database refuses the file's last product only when it is written (after every check passed).
    await h.db
      .exec(`CREATE FUNCTION tpx_refuse_bulk() RETURNS trigger AS $$ BEGIN IF NEW.id = 'bulk2499' THEN RAISE EXCEPTION 'refused by the test'; END IF; RETURN NEW; END $$ LANGUAGE plpgsql;
      CREATE TRIGGER tpx_refuse_bulk BEFORE INSERT ON products FOR EACH ROW EXECUTE FUNCTION tpx_refuse_bulk();`);
    const before = await snapshot();
    try {
      expect((await apply(csv, report.basis)).status).toBe(500);
      expect(await snapshot()).toBe(before);
    } finally {
      await h.db.exec('DROP TRIGGER tpx_refuse_bulk ON products; DROP FUNCTION tpx_refuse_bulk();');
    }
  }, 120_000);

  it('two applies of the same file at once: exactly one lands, the other is a 409', async () => {
    const csv = [
      HEAD,
      'twin,Twin,twin,16.00,twin-b,Black,16.00,TWIN-B',
      'twin,,,,twin-w,White,16.00,TWIN-W',
      'solo,Solo,solo,12.00,solo-b,Black,12.00,SOLO-B',
    ].join('\n');
    const { body: report } = await dry(csv);
    const answers = await Promise.all([apply(csv, report.basis), apply(csv, report.basis)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(answers.find((a) => a.status === 409)!.body.message).toBe('The catalogue changed since the dry run: run the dry run again and check its report.');
    expect(await h.db.query(`SELECT id, version FROM products WHERE id IN ('twin', 'solo') ORDER BY id`)).toEqual([
      { id: 'solo', version: 1 },
      { id: 'twin', version: 1 },
    ]);
    expect((await h.db.query(`SELECT id FROM product_variants WHERE product_id = 'twin'`)).length).toBe(2);
    expect((await h.db.query(`SELECT id FROM audit_log WHERE record_id IN ('tilepix:twin', 'tilepix:solo')`)).length).toBe(2);
  });

  it('an update lands as the one-by-one writer landed it: variants renamed, swapped, added and removed; audited with before and after', async () => {
    const first = [HEAD, 'swap,Swap,swap,10.00,swap-a,Alpha,10.00,SWAP-A', 'swap,,,,swap-b,Beta,11.00,SWAP-B', 'swap,,,,swap-c,Gamma,12.00,SWAP-C'].join('\n');
    expect((await apply(first, (await dry(first)).body.basis)).body).toMatchObject({ created: 1 });
    // a and b swap names and SKUs, c goes, d comes.
    const second = [HEAD, 'swap,Swap Two,swap,10.00,swap-a,Beta,10.50,SWAP-B', 'swap,,,,swap-b,Alpha,11.50,SWAP-A', 'swap,,,,swap-d,Delta,13.00,SWAP-D'].join(
      '\n',
    );
    const report = (await dry(second)).body;
    expect(report).toMatchObject({ summary: '0 to create, 1 to update, 0 rows with errors', basis: { swap: 1 } });
    expect((await apply(second, report.basis)).body).toEqual({ summary: '0 created, 1 updated, 0 rows left out', created: 0, updated: 1, skippedRows: 0 });
    expect(await h.db.query(`SELECT id, name, price_cents, sku, position FROM product_variants WHERE product_id = 'swap' ORDER BY position`)).toEqual([
      { id: 'swap-a', name: 'Beta', price_cents: 1050, sku: 'SWAP-B', position: 0 },
      { id: 'swap-b', name: 'Alpha', price_cents: 1150, sku: 'SWAP-A', position: 1 },
      { id: 'swap-d', name: 'Delta', price_cents: 1300, sku: 'SWAP-D', position: 2 },
    ]);
    expect(await h.db.query(`SELECT name, version FROM products WHERE id = 'swap'`)).toEqual([{ name: 'Swap Two', version: 2 }]);
    const audit = (await h.json('GET', 'v1/admin/audit?recordType=product&recordId=tilepix%3Aswap', { token: admin })).body.entries;
    expect(audit.map((e: { action: string; actorEmail: string }) => [e.action, e.actorEmail])).toEqual([
      ['product.create', ADMIN_EMAIL],
      ['product.save', ADMIN_EMAIL],
    ]);
    expect(audit[0].before).toBeNull();
    expect(audit[1].before.variants.map((v: { name: string }) => v.name)).toEqual(['Alpha', 'Beta', 'Gamma']);
    expect(audit[1].after).toMatchObject({
      name: 'Swap Two',
      variants: [{ id: 'swap-a', name: 'Beta', price: '10.50', sku: 'SWAP-B' }, { id: 'swap-b' }, { id: 'swap-d' }],
    });
  });

  it('answers with progress lines, then the answer, when asked for application/x-ndjson', async () => {
    const csv = bigCsv('18.00');
    const stream = async (path: string, body: unknown) => {
      const res = await h.app.request(`http://localhost/api/v1/admin/tenants/tilepix/product-import/${path}?tenantId=tilepix`, {
        method: 'POST',
        headers: { authorization: `Bearer ${admin}`, 'content-type': 'application/json', accept: 'application/x-ndjson' },
        body: JSON.stringify(body),
      });
      expect(res.headers.get('content-type')).toBe('application/x-ndjson; charset=utf-8');
      return (await res.text())
        .trim()
        .split('\n')
        .map((l) => JSON.parse(l));
    };
    const dryLines = await stream('dry-run', { csv });
    expect(dryLines[0]).toEqual({ type: 'progress', phase: 'checking', done: 0, total: 5000 });
    expect(dryLines.at(-2)).toEqual({ type: 'progress', phase: 'checking', done: 5000, total: 5000 });
    const done = dryLines.at(-1);
    expect(done).toMatchObject({ type: 'done', answer: { summary: '2500 to create, 0 to update, 0 rows with errors' } });
    const applyLines = await stream('apply', { csv, basis: done.answer.basis });
    expect(applyLines.filter((l) => l.phase === 'writing').at(-1)).toEqual({ type: 'progress', phase: 'writing', done: 5000, total: 5000 });
    expect(applyLines.at(-1)).toEqual({
      type: 'done',
      answer: { summary: '2500 created, 0 updated, 0 rows left out', created: 2500, updated: 0, skippedRows: 0 },
    });
    // Once the stream has begun, a refusal is its last line, with the plain call's status and words.
    expect((await stream('apply', { csv, basis: done.answer.basis })).at(-1)).toEqual({
      type: 'error',
      status: 409,
      message: 'The catalogue changed since the dry run: run the dry run again and check its report.',
    });
  }, 120_000);
});
