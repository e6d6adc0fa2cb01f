import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, openAdminHarness, type AdminHarness } from './admin-harness';
import { testDbFactories } from './test-db';

/**
 * Issue 32 item 4: the product page's details and each variant's picture are product data (migration
 * 028), saved by the admin's form and the CSV import with the domain's rules, read by the storefront.
 */
// A draft of its own (importing admin-products.test's would run that file's suite here too).
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
  mats: null,
  filters: null,
  defaultOrientation: null,
  orientationEligible: null,
  shortNameSingular: null,
  shortNamePlural: null,
  widthInches: null,
  heightInches: null,
  physicalWidthInches: null,
  physicalHeightInches: null,
  minInputPpi: null,
  minInputImageWidth: null,
  minInputImageHeight: null,
  outputImageWidth: null,
  outputImageHeight: null,
  matInches: null,
  precustomizedImageUrl: null,
  svgTemplateUrl: null,
  svgClipPath: null,
  ignoreSvg: null,
  ...over,
});

describe.each(testDbFactories)('product page details on $name', ({ open }) => {
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
  const details = {
    depthInches: 0.75,
    materials: 'Photo print on rigid board',
    hangingMethod: 'A reusable adhesive pad',
    shipDaysMin: 3,
    shipDaysMax: 5,
    pickupHours: 2,
  };
  const withPictures = (id: string) => productDraft(id).variants.map((v) => ({ ...v, imageUrl: `/files/products/${v.id}.png` }));
  const snapshot = async () =>
    JSON.stringify([
      await h.db.query('SELECT * FROM products ORDER BY tenant_id, id'),
      await h.db.query('SELECT * FROM product_variants ORDER BY tenant_id, product_id, id'),
    ]);

  it('saves them from the admin and the storefront serves them', async () => {
    const created = await h.json('POST', base, {
      token: admin,
      body: { product: productDraft('detailed1', { ...details, variants: withPictures('detailed1') }) },
    });
    expect(created.status).toBe(201);
    expect(created.body.product).toMatchObject({
      ...details,
      variants: [{ imageUrl: '/files/products/detailed1-black.png' }, { imageUrl: '/files/products/detailed1-white.png' }],
    });
    const product = (await h.json('GET', 'v1/products/get_product?urlSlug=detailed1')).body.product;
    expect(product).toMatchObject({
      ...details,
      variants: [
        { name: 'Black', imageUrl: '/files/products/detailed1-black.png' },
        { name: 'White', imageUrl: '/files/products/detailed1-white.png' },
      ],
    });
    // A draft without them (an older client) leaves them unset.
    expect((await h.json('POST', base, { token: admin, body: { product: productDraft('plain1') } })).status).toBe(201);
    const plain = (await h.json('GET', 'v1/products/get_product?urlSlug=plain1')).body.product;
    expect(plain).not.toHaveProperty('materials');
    expect(plain.variants[0]).not.toHaveProperty('imageUrl');
  });

  it('refuses bad details with a clear 400 and writes nothing', async () => {
    const before = await snapshot();
    const bad = await h.json('POST', base, { token: admin, body: { product: productDraft('detailed2', { ...details, shipDaysMin: 6, shipDaysMax: 2 }) } });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('shipDaysMax: The most business days to ship cannot be fewer than the fewest');
    const picture = await h.json('POST', base, {
      token: admin,
      body: { product: productDraft('detailed3', { variants: productDraft('detailed3').variants.map((v) => ({ ...v, imageUrl: 'javascript:alert(1)' })) }) },
    });
    expect(picture.status).toBe(400);
    expect(picture.body.message).toBe('variants.0.imageUrl: Must be a site path starting with / or an https:// address');
    expect(await snapshot()).toBe(before);
  });

  it('imports them by CSV', async () => {
    const csv = [
      'id,name,urlSlug,price,variantId,variantName,variantPrice,variantSku,variantImageUrl,materials,hangingMethod,shipDaysMin,shipDaysMax,pickupHours,depthInches',
      'csvdetail,CSV Detail,csvdetail,12.00,csvdetail-b,Black,12.00,CSVD-B,/files/csvd-b.png,Board,Pad,2,4,1,0.5',
    ].join('\n');
    const dry = await h.json('POST', 'v1/admin/tenants/tilepix/product-import/dry-run', { token: admin, body: { csv } });
    expect(dry.status).toBe(200);
    const applied = await h.json('POST', 'v1/admin/tenants/tilepix/product-import/apply', { token: admin, body: { csv, basis: dry.body.basis ?? {} } });
    expect(applied.status).toBe(200);
    const product = (await h.json('GET', 'v1/products/get_product?urlSlug=csvdetail')).body.product;
    expect(product).toMatchObject({
      materials: 'Board',
      hangingMethod: 'Pad',
      shipDaysMin: 2,
      shipDaysMax: 4,
      pickupHours: 1,
      depthInches: 0.5,
      variants: [{ imageUrl: '/files/csvd-b.png' }],
    });
  });
});
