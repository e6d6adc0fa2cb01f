import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, openAdminHarness, type AdminHarness } from './admin-harness';
import { testDbFactories } from './test-db';

const HEAD = 'id,name,urlSlug,price,variantId,variantName,variantPrice,variantSku';

/** 5,000 rows: 2,500 products of two variants each. */
const bigCsv = (price: string) =>
  [HEAD, ...Array.from({ length: 2500 }, (_, i) => [`bulk${i},Bulk ${i},bulk-${i},${price},bulk${i}-b,Black,${price},BULK${i}-B`, `bulk${i},,,,bulk${i}-w,White,${price},BULK${i}-W`]).flat()].join('\n');

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
  const apply = (csv: string, basis: Record<string, number>) => h.json('POST', 'v1/admin/tenants/tilepix/product-import/apply', { token: admin, body: { csv, basis } });

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
