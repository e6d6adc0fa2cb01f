import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, openAdminHarness, type AdminHarness } from './admin-harness';
import { testDbFactories } from './test-db';

const HEAD = 'id,name,urlSlug,price,variantId,variantName,variantPrice,variantSku';

describe.each(testDbFactories)('admin product import on $name', ({ open }) => {
  let h: AdminHarness;
  let admin: string;
  let customer: string;

  beforeAll(async () => {
    h = await openAdminHarness(await open());
    admin = await h.tokenFor(ADMIN_EMAIL);
    customer = await h.tokenFor('shopper@example.com');
  });
  afterAll(async () => {
    await h?.db.close();
  });

  const dry = (csv: string, token = admin) => h.json('POST', 'v1/admin/tenants/tilepix/product-import/dry-run', { token, body: { csv } });
  const apply = (csv: string, basis: Record<string, number>, token = admin) =>
    h.json('POST', 'v1/admin/tenants/tilepix/product-import/apply', { token, body: { csv, basis } });
  const snapshot = async () =>
    JSON.stringify([
      await h.db.query('SELECT * FROM products ORDER BY tenant_id, id'),
      await h.db.query('SELECT * FROM product_variants ORDER BY tenant_id, product_id, id'),
      (await h.db.query('SELECT id FROM audit_log')).length,
    ]);
  const shopAll = async () => ((await h.json('GET', 'v1/products/tilepix/get_customizable_products')).body.products as Array<{ id: string }>).map((p) => p.id);

  const csv = [
    '\uFEFFID;Name;UrlSlug;Price;VariantId;VariantName;VariantPrice;VariantSku;SortOrder',
    'dune;Dune Tile;dune;16.00;dune-b;Black;16.00;DUNE-B;30',
    'dune;;;;dune-w;White;16.00;DUNE-W;',
    'reef;"Reef; the ""big"" one";reef;18.50;reef-b;Black;18.50;REEF-B;31',
    'bad;Bad Tile;bad;abc;bad-b;Black;16.00;BAD-B;32',
    'clash;Clash Tile;clash;16.00;clash-b;Black;16.00;TPX-WALLPAD;33',
    'giftTile;Gift Tile;gift-tile;15.00;gid://shopify/ProductVariant/41000000004;Gift Tile;15.00;TPX-GIFT;6',
  ].join('\r\n');

  it('dry run: counts, a per-row report (row, column, reason) and the basis; writes nothing', async () => {
    const before = await snapshot();
    const res = await dry(csv);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ summary: '2 to create, 1 to update, 2 rows with errors', create: 2, update: 1, errorRows: 2, rows: 6 });
    expect(res.body.errors).toEqual([
      { row: 5, column: 'price', message: "Price must be an amount like 14.00 (got 'abc')" },
      { row: 6, column: 'variantSku', message: 'SKU TPX-WALLPAD is already used by product wallPadKit.' },
    ]);
    expect(res.body.basis).toMatchObject({ dune: 0, reef: 0 });
    expect(res.body.basis.giftTile).toBeGreaterThan(0);
    expect(await snapshot()).toBe(before);
  });

  it("apply: only the good rows land, in one go, audited; the report's bad rows are left out", async () => {
    const { body: report } = await dry(csv);
    const res = await apply(csv, report.basis);
    expect(res).toMatchObject({ status: 200, body: { summary: '2 created, 1 updated, 2 rows left out', created: 2, updated: 1, skippedRows: 2 } });
    const ids = await shopAll();
    expect(ids).toEqual(expect.arrayContaining(['dune', 'reef', 'giftTile']));
    expect(ids).not.toContain('bad');
    expect(ids).not.toContain('clash');
    const reef = (await h.json('GET', 'v1/products/get_product?productId=reef')).body.product;
    expect(reef).toMatchObject({ name: 'Reef; the "big" one', price: '18.50' });
    expect((await h.json('GET', 'v1/products/get_product?productId=giftTile')).body.product.price).toBe('15.00');
    expect(
      (await h.json('GET', 'v1/admin/audit?recordType=product&recordId=tilepix%3Adune', { token: admin })).body.entries.map(
        (e: { action: string }) => e.action,
      ),
    ).toEqual(['product.create']);
    // The same file again: everything is an update now, and the basis has moved on.
    expect((await apply(csv, report.basis)).status).toBe(409);
    expect((await dry(csv)).body.summary).toBe('0 to create, 3 to update, 2 rows with errors');
  });

  it('refuses a file that cannot be read as a whole (422), with the reason; nothing written', async () => {
    const before = await snapshot();
    expect((await dry(`${HEAD}\n"open,Tile,open,1.00,o-b,Black,1.00,O-B`)).body).toEqual(
      expect.objectContaining({ message: 'Row 2: a quoted field is not closed (a " is missing).' }),
    );
    expect((await dry(`${HEAD},colour\na,A,a,1.00,a-b,Black,1.00,A-B,red`)).body.message).toMatch(/^Unknown column 'colour' \(column 9\)/);
    const rows = Array.from({ length: 5001 }, (_, i) => `p${i},P,p${i},1.00,p${i}-b,Black,1.00,P${i}`).join('\n');
    const big = await dry(`${HEAD}\n${rows}`);
    expect(big).toMatchObject({
      status: 422,
      body: { message: 'The file has more than 5,000 rows: at most 5,000 rows can be imported at once. Split it into smaller files.' },
    });
    const huge = await h.request('POST', 'v1/admin/tenants/tilepix/product-import/dry-run', { token: admin, body: { csv: 'x'.repeat(3_200_000) } });
    expect(huge.status).toBe(413);
    expect((await apply(`${HEAD}\n"broken`, {})).status).toBe(422);
    expect(await snapshot()).toBe(before);
  });

  it('refuses customers (403) on the template, the dry run and the apply; anonymous 401', async () => {
    const before = await snapshot();
    expect((await h.request('GET', 'v1/admin/product-import/template', { token: customer })).status).toBe(403);
    expect((await dry(csv, customer)).status).toBe(403);
    expect((await apply(csv, {}, customer)).status).toBe(403);
    expect((await h.json('POST', 'v1/admin/tenants/tilepix/product-import/apply', { body: { csv, basis: {} } })).status).toBe(401);
    expect(await snapshot()).toBe(before);
  });

  it('serves a template that dry-runs cleanly', async () => {
    const res = await h.request('GET', 'v1/admin/product-import/template', { token: admin });
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="product-import-template.csv"');
    const template = await res.text();
    expect((await dry(template)).body).toMatchObject({ summary: '1 to create, 0 to update, 0 rows with errors', errors: [] });
  });
});
