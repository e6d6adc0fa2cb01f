import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seed } from '../../server/seed/seed';
import { ADMIN_EMAIL, openAdminHarness, type AdminHarness } from './admin-harness';
import { testDbFactories } from './test-db';

export const productDraft = (id: string, over: Record<string, unknown> = {}) => ({
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

describe.each(testDbFactories)('admin products on $name', ({ open }) => {
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

  const base = 'v1/admin/tenants/tilepix/products';
  const get = (path: string, token = admin) => h.json('GET', path, { token });
  const post = (path: string, body: unknown, token = admin) => h.json('POST', path, { token, body });
  const shopAll = async () => ((await h.json('GET', 'v1/products/tilepix/get_customizable_products')).body.products as Array<{ id: string }>).map((p) => p.id);
  const snapshot = async () =>
    JSON.stringify([
      await h.db.query('SELECT * FROM products ORDER BY tenant_id, id'),
      await h.db.query('SELECT * FROM product_variants ORDER BY tenant_id, product_id, id'),
      (await h.db.query('SELECT id FROM audit_log')).length,
    ]);

  it('lists every product, paged, searchable by name, id or SKU, active by default', async () => {
    const all = await get(`${base}?status=all`);
    expect(all.status).toBe(200);
    expect(all.body).toMatchObject({ tenant: 'tilepix', page: 1, pageSize: 25 });
    expect(all.body.total).toBeGreaterThan(10);
    expect((await get(`${base}?q=tpx-gift`)).body.products.map((p: { id: string }) => p.id)).toEqual(['giftTile']);
    expect((await get(`${base}?q=large-blk`)).body.products.map((p: { id: string }) => p.id)).toHaveLength(1);
    expect((await get(`${base}?q=%25`)).body.total).toBe(0);
    expect((await get(`${base}?page=2`)).body.page).toBe(2);
    expect((await get(`${base}?sort=name`)).status).toBe(400);
  });

  it('refuses customers (403) and anonymous callers (401) on every product call, writing nothing', async () => {
    const before = await snapshot();
    expect((await get(base, customer)).status).toBe(403);
    expect((await post(base, { product: productDraft('sneaky') }, customer)).status).toBe(403);
    expect((await post(`${base}/tilepix/retire`, { version: 1, retired: true }, customer)).status).toBe(403);
    expect((await h.json('POST', base, { body: { product: productDraft('sneaky') } })).status).toBe(401);
    expect(await snapshot()).toBe(before);
  });

  it('creates a product with its variants and SPEC §3 fields; it shows in shop-all, audited', async () => {
    const res = await post(base, { product: productDraft('coastal10', { evil: 'x'.repeat(1000) }) });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      version: 1,
      retired: false,
      orderLines: 0,
      product: { id: 'coastal10', price: '19.00', minInputPpi: 62.5, orientationEligible: true, outputImageWidth: 3000 },
    });
    expect(res.body.product.variants.map((v: { sku: string }) => v.sku)).toEqual(['COASTAL10-BLK', 'COASTAL10-WHT']);
    expect(await shopAll()).toContain('coastal10');
    const product = (await h.json('GET', 'v1/products/get_product?urlSlug=coastal10')).body.product;
    expect(product).toMatchObject({ name: 'Test coastal10', price: '19.00', matInches: 1, mats: ['#FFFFFF00', '#939598FF'] });
    const audit = (await get('v1/admin/audit?recordType=product&recordId=tilepix%3Acoastal10')).body.entries;
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: 'product.create', actorEmail: ADMIN_EMAIL, before: null, after: { id: 'coastal10', price: '19.00' } });
    // A body's extra keys go no further than the decoder.
    expect(audit[0].after).not.toHaveProperty('evil');
  });

  it('refuses a duplicate SKU, id or slug with 409, and a draft the rules refuse with 400; nothing written', async () => {
    const before = await snapshot();
    const dupSku = await post(base, {
      product: productDraft('other1', { variants: [{ id: 'o-b', name: 'Black', price: '1.00', sku: 'TPX-GIFT', precustomizedImageUrl: null }] }),
    });
    expect(dupSku).toMatchObject({ status: 409, body: { message: 'SKU TPX-GIFT is already used by product giftTile.' } });
    expect((await post(base, { product: productDraft('tilepix') })).body.message).toBe('A product with id tilepix already exists.');
    expect((await post(base, { product: productDraft('other2', { urlSlug: 'tilepix' }) })).body.message).toBe(
      'URL slug tilepix is already used by product tilepix.',
    );
    expect((await post(base, { product: productDraft('other3', { price: 'abc' }) })).status).toBe(400);
    expect((await post(base, { product: productDraft('other4', { matInches: 5 }) })).body.message).toBe(
      'matInches: Mat must be 0 or more and leave some of the photo showing',
    );
    expect((await post(base, { product: productDraft('other5', { variants: [] }) })).body.message).toBe('variants: A product needs at least one variant');
    const twice = productDraft('other6');
    twice.variants[1]!.sku = 'OTHER6-BLK';
    expect((await post(base, { product: twice })).body.message).toBe('variants.1.sku: SKU OTHER6-BLK is used twice');
    expect((await post(base, { product: productDraft('other7', { imageUrls: ['javascript:alert(1)'] }) })).body.message).toBe(
      'imageUrls: Must be a site path starting with / or an https:// address',
    );
    expect(await snapshot()).toBe(before);
  });

  it('edits over the version seen; a stale edit is a 409; variants may swap SKUs', async () => {
    const current = (await get(`${base}/coastal10`)).body;
    const swapped = productDraft('coastal10', {
      name: 'Coastal Ten',
      variants: [
        { id: 'coastal10-black', name: 'Black', price: '21.00', sku: 'COASTAL10-WHT', precustomizedImageUrl: null },
        { id: 'coastal10-white', name: 'White', price: '21.00', sku: 'COASTAL10-BLK', precustomizedImageUrl: null },
      ],
    });
    const saved = await post(`${base}/coastal10`, { version: current.version, product: swapped });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ version: current.version + 1, product: { name: 'Coastal Ten' } });
    expect(saved.body.product.variants.map((v: { sku: string; price: string }) => `${v.sku} ${v.price}`)).toEqual([
      'COASTAL10-WHT 21.00',
      'COASTAL10-BLK 21.00',
    ]);
    const before = await snapshot();
    const stale = await post(`${base}/coastal10`, { version: current.version, product: productDraft('coastal10', { name: 'Old idea' }) });
    expect(stale).toMatchObject({
      status: 409,
      body: { message: 'This product was changed by someone else since you opened it. Reload to see the change, then make yours again.' },
    });
    expect((await post(`${base}/coastal10`, { version: saved.body.version, product: productDraft('renamed') })).status).toBe(400);
    expect(await snapshot()).toBe(before);
  });

  it('refuses to delete a variant an order names, with a clear message; retiring keeps the order intact', async () => {
    const order = await h.placeOrder({ lines: [{ productId: 'coastal10', variantId: 'coastal10-white', quantity: 1 }] });
    const current = (await get(`${base}/coastal10`)).body;
    expect(current.orderLines).toBe(1);
    const withoutWhite = { ...current.product, variants: current.product.variants.filter((v: { id: string }) => v.id !== 'coastal10-white') };
    const before = await snapshot();
    const refused = await post(`${base}/coastal10`, { version: current.version, product: withoutWhite });
    expect(refused).toMatchObject({
      status: 409,
      body: { message: `Variant White cannot be deleted: orders name it (#${order.number}). Retire the product instead, or keep the variant.` },
    });
    expect(await snapshot()).toBe(before);

    const retired = await post(`${base}/coastal10/retire`, { version: current.version, retired: true });
    expect(retired).toMatchObject({ status: 200, body: { retired: true, version: current.version + 1 } });
    expect(await shopAll()).not.toContain('coastal10');
    expect((await get(`${base}?q=coastal`)).body.total).toBe(0);
    expect((await get(`${base}?q=coastal&status=retired`)).body.products.map((p: { id: string }) => p.id)).toEqual(['coastal10']);
    const detail = (await get(`v1/admin/orders/${order.id}`)).body;
    expect(detail.lines.map((l: { productId: string; variantId: string }) => `${l.productId}/${l.variantId}`)).toEqual(['coastal10/coastal10-white']);
    expect((await post(`${base}/coastal10/retire`, { version: current.version, retired: false })).status).toBe(409);
    expect((await post(`${base}/coastal10/retire`, { version: current.version + 1, retired: false })).status).toBe(200);
    expect(await shopAll()).toContain('coastal10');
  });

  it("keeps an admin's edit of a seeded product when the seed runs again (a restart)", async () => {
    const gift = (await get(`${base}/giftTile`)).body;
    const edited = { ...gift.product, price: '12.00', variants: gift.product.variants.map((v: object) => ({ ...v, price: '12.00' })) };
    expect((await post(`${base}/giftTile`, { version: gift.version, product: edited })).status).toBe(200);
    await seed(h.db);
    expect((await get(`${base}/giftTile`)).body.product).toMatchObject({ price: '12.00', variants: [{ price: '12.00' }] });
  });

  it('of two creates with the same SKU at once, one wins and the other gets 409', async () => {
    const [a, b] = await Promise.all([
      post(base, { product: productDraft('raceA', { variants: [{ id: 'ra', name: 'Black', price: '1.00', sku: 'RACE-SKU', precustomizedImageUrl: null }] }) }),
      post(base, { product: productDraft('raceB', { variants: [{ id: 'rb', name: 'Black', price: '1.00', sku: 'RACE-SKU', precustomizedImageUrl: null }] }) }),
    ]);
    expect([a.status, b.status].sort()).toEqual([201, 409]);
    expect((await h.db.query("SELECT sku FROM product_variants WHERE sku = 'RACE-SKU'")).length).toBe(1);
  });
});
