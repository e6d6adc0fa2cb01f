import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, openAdminHarness, type AdminHarness } from './admin-harness';
import { testDbFactories } from './test-db';

const GIFT_VARIANT = 'gid://shopify/ProductVariant/41000000004';
const HEAD = 'id,name,urlSlug,price,variantId,variantName,variantPrice,variantSku';

/** A product form's draft (the admin-products test's shape): two variants of its own unless told. */
const productDraft = (id: string, over: Record<string, unknown> = {}) => ({
  id,
  name: `Test ${id}`,
  urlSlug: id.toLowerCase(),
  price: '19.00',
  sku: null,
  listed: true,
  sortOrder: 50,
  imageUrls: ['/files/seed/tile.png'],
  variants: [
    { id: `${id}-black`, name: 'Black', price: '19.00', sku: `${id.toUpperCase()}-BLK`, precustomizedImageUrl: null },
    { id: `${id}-white`, name: 'White', price: '19.00', sku: `${id.toUpperCase()}-WHT`, precustomizedImageUrl: null },
  ],
  mats: ['#FFFFFF00', '#939598FF'],
  filters: ['color', 'grayScale'],
  defaultOrientation: 'Portrait',
  orientationEligible: true,
  shortNameSingular: 'tile',
  shortNamePlural: 'tiles',
  widthInches: 10,
  heightInches: 10,
  physicalWidthInches: null,
  physicalHeightInches: null,
  minInputPpi: 62.5,
  minInputImageWidth: 625,
  minInputImageHeight: 625,
  outputImageWidth: 3000,
  outputImageHeight: 3000,
  matInches: 1,
  precustomizedImageUrl: null,
  svgTemplateUrl: null,
  svgClipPath: null,
  ignoreSvg: null,
  ...over,
});

/**
 * Issue 26, item 13: a variant id is unique per store (the storefront prices a line by it), on every
 * write path: the product form (create, save), the CSV import (dry run and apply, per row) and the
 * database itself (migration 019). A refusal writes nothing.
 */
describe.each(testDbFactories)('variant ids unique per store, on $name', ({ open }) => {
  let h: AdminHarness;
  let admin: string;

  beforeAll(async () => {
    h = await openAdminHarness(await open());
    admin = await h.tokenFor(ADMIN_EMAIL);
  });
  afterAll(async () => {
    await h?.db.close();
  });

  const base = 'v1/admin/tenants/tilepix/products';
  const post = (path: string, body: unknown) => h.json('POST', path, { token: admin, body });
  const snapshot = async () =>
    JSON.stringify([
      await h.db.query('SELECT * FROM products ORDER BY tenant_id, id'),
      await h.db.query('SELECT * FROM product_variants ORDER BY tenant_id, product_id, id'),
      (await h.db.query('SELECT id FROM audit_log')).length,
    ]);
  const variant = (id: string, sku: string) => ({ id, name: 'Black', price: '1.00', sku, precustomizedImageUrl: null });

  it("the product form refuses another product's variant id on create and on save (409, named), and writes nothing", async () => {
    const before = await snapshot();
    const created = await post(base, { product: productDraft('cheap', { variants: [variant(GIFT_VARIANT, 'CHEAP-1')] }) });
    expect(created).toEqual({ status: 409, body: expect.objectContaining({ message: `Variant id ${GIFT_VARIANT} is already used by product giftTile.` }) });
    expect(await snapshot()).toBe(before);

    const own = await post(base, { product: productDraft('cheap') });
    expect(own.status).toBe(201);
    const saving = await snapshot();
    const saved = await post(`${base}/cheap`, {
      version: own.body.version,
      product: productDraft('cheap', { variants: [variant('cheap-black', 'CHEAP-BLK'), { ...variant('large-white', 'CHEAP-2'), name: 'White' }] }),
    });
    expect(saved).toEqual({ status: 409, body: expect.objectContaining({ message: 'Variant id large-white is already used by product largeTile12x12.' }) });
    expect(await snapshot()).toBe(saving);
    // Its own ids again: fine.
    expect((await post(`${base}/cheap`, { version: own.body.version, product: productDraft('cheap', { price: '20.00' }) })).status).toBe(200);
  });

  it('the import reports a variant id of another product, or one used twice in the file, on its row; apply leaves those products out', async () => {
    const csv = [
      HEAD,
      'fern,Fern,fern,16.00,fern-b,Black,16.00,FERN-B',
      `steal,Steal,steal,1.00,${GIFT_VARIANT},Black,1.00,STEAL-B`,
      'twin,Twin,twin,16.00,fern-b,Black,16.00,TWIN-B',
    ].join('\n');
    const before = await snapshot();
    const dry = await h.json('POST', 'v1/admin/tenants/tilepix/product-import/dry-run', { token: admin, body: { csv } });
    expect(dry.status).toBe(200);
    expect(dry.body.errors).toEqual([
      { row: 3, column: 'variantId', message: `Variant id ${GIFT_VARIANT} is already used by product giftTile.` },
      { row: 4, column: 'variantId', message: 'Variant id fern-b is also on row 2' },
    ]);
    expect(dry.body.summary).toBe('1 to create, 0 to update, 2 rows with errors');
    expect(await snapshot()).toBe(before);

    const applied = await h.json('POST', 'v1/admin/tenants/tilepix/product-import/apply', { token: admin, body: { csv, basis: dry.body.basis } });
    expect(applied).toMatchObject({ status: 200, body: { created: 1, updated: 0, skippedRows: 2 } });
    const owners = await h.db.query<{ product_id: string }>(
      "SELECT product_id FROM product_variants WHERE tenant_id = 'tilepix' AND id = ANY($1) ORDER BY product_id",
      [[GIFT_VARIANT, 'fern-b']],
    );
    expect(owners.map((r) => r.product_id)).toEqual(['fern', 'giftTile']);
  });

  it('the database refuses a second product with the same variant id in a store (migration 019); another store may use it', async () => {
    await expect(
      h.db.query("INSERT INTO product_variants (tenant_id, product_id, id, name, price_cents, sku) VALUES ('tilepix', 'tilepix', $1, 'Cheap', 1, 'DB-CHEAP')", [
        GIFT_VARIANT,
      ]),
    ).rejects.toMatchObject({ code: '23505' });
    const [other] = await h.db.query<{ n: number }>("SELECT count(*)::int AS n FROM product_variants WHERE id = $1 AND tenant_id <> 'tilepix'", [GIFT_VARIANT]);
    expect(other!.n).toBeGreaterThan(0);
  });
});
