import { readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { printedLineMessages } from '../../src/domain/cart';
import { ADMIN_EMAIL, openAdminHarness, type AdminHarness } from './admin-harness';
import { testDbFactories } from './test-db';

/** The entries of a store-only ZIP, read from its central directory. */
function unzip(zip: Buffer): Array<{ name: string; data: Buffer }> {
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  const count = zip.readUInt16LE(end + 10);
  let at = zip.readUInt32LE(end + 16);
  const entries: Array<{ name: string; data: Buffer }> = [];
  for (let i = 0; i < count; i++) {
    expect(zip.readUInt32LE(at)).toBe(0x02014b50);
    const size = zip.readUInt32LE(at + 20);
    const nameLength = zip.readUInt16LE(at + 28);
    const local = zip.readUInt32LE(at + 42);
    const name = zip.subarray(at + 46, at + 46 + nameLength).toString('utf8');
    const dataAt = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    entries.push({ name, data: zip.subarray(dataAt, dataAt + size) });
    at += 46 + nameLength;
  }
  return entries;
}

describe.each(testDbFactories)('admin print files on $name', ({ open }) => {
  let h: AdminHarness;
  let admin: string;

  beforeAll(async () => {
    h = await openAdminHarness(await open());
    admin = await h.tokenFor(ADMIN_EMAIL);
  });
  afterAll(async () => {
    await h?.db.close();
  });

  const download = (orderId: string, line: number, tile: number) => h.request('GET', `v1/admin/orders/${orderId}/print/${line}/${tile}`, { token: admin });
  const renderMs = (res: Response) => Number(/render;dur=([\d.]+)/.exec(res.headers.get('server-timing') ?? '')?.[1]);

  it("renders each tile at the product's output size: 2400 x 2400 for the 8x8 tile, 3450 x 3450 for the 12x12", async () => {
    const order = await h.placeOrder({
      lines: [
        {
          productId: 'tilepix',
          variantId: 'gid://shopify/ProductVariant/41000000001',
          quantity: 1,
          tiles: [{ imagePath: '/files/uploads/photo.png', crop: [150, 0, 900, 900] }],
        },
        { productId: 'largeTile12x12', variantId: 'large-black', quantity: 1, tiles: [{ imagePath: 'http://localhost/files/uploads/photo.png' }] },
      ],
    });
    const small = await download(order.id, 1, 1);
    expect(small.status).toBe(200);
    expect(small.headers.get('content-type')).toBe('image/jpeg');
    expect(small.headers.get('content-disposition')).toBe(`attachment; filename="order-${order.number}-line-1-tile-1.jpg"`);
    const smallMeta = await sharp(Buffer.from(await small.arrayBuffer())).metadata();
    expect([smallMeta.width, smallMeta.height, smallMeta.format, smallMeta.density]).toEqual([2400, 2400, 'jpeg', 300]);
    const large = await download(order.id, 2, 1);
    const largeMeta = await sharp(Buffer.from(await large.arrayBuffer())).metadata();
    expect([largeMeta.width, largeMeta.height]).toEqual([3450, 3450]);
    console.log(`[print] render per tile: 2400 px ${renderMs(small).toFixed(0)} ms, 3450 px ${renderMs(large).toFixed(0)} ms`);
  });

  it('applies the mat (1 inch at 300 px/in in the mat colour) and the grayscale filter', async () => {
    const order = await h.placeOrder({
      lines: [
        {
          productId: 'tilepix',
          variantId: 'gid://shopify/ProductVariant/41000000001',
          quantity: 1,
          tiles: [{ imagePath: '/files/uploads/photo.png', matColor: '#939598FF', filter: 'grayScale' }],
        },
      ],
    });
    const res = await download(order.id, 1, 1);
    const { data, info } = await sharp(Buffer.from(await res.arrayBuffer()))
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    const pixel = (x: number, y: number) => [...data.subarray((y * info.width + x) * info.channels, (y * info.width + x) * info.channels + 3)];
    const near = (actual: number[], expected: number[]) => actual.every((v, i) => Math.abs(v - expected[i]!) <= 3);
    expect(info.width).toBe(2400);
    expect(near(pixel(10, 10), [0x93, 0x95, 0x98]) || near(pixel(10, 10), [0x95, 0x95, 0x95])).toBe(true);
    expect(near(pixel(290, 1200), pixel(10, 10))).toBe(true);
    // Inside the mat: the red photo, gray now (r = g = b).
    const inside = pixel(1200, 1200);
    expect(inside[0]).toBe(inside[1]);
    expect(inside[1]).toBe(inside[2]);
    expect(near(inside, pixel(10, 10))).toBe(false);
  });

  it('renders a file once: the second download comes from the cache, concurrent ones share one render', async () => {
    const order = await h.placeOrder({
      lines: [
        {
          productId: 'tilepix',
          variantId: 'gid://shopify/ProductVariant/41000000001',
          quantity: 1,
          tiles: [{ imagePath: '/files/uploads/photo.png', crop: [0, 0, 500, 500] }],
        },
      ],
    });
    const before = (await readdir(h.printCacheDir)).length;
    const [a, b] = await Promise.all([download(order.id, 1, 1), download(order.id, 1, 1)]);
    expect(renderMs(a)).toBeGreaterThan(0);
    expect(renderMs(b)).toBe(renderMs(a));
    expect((await readdir(h.printCacheDir)).length).toBe(before + 1);
    const again = await download(order.id, 1, 1);
    expect(renderMs(again)).toBe(0);
    expect(Buffer.from(await again.arrayBuffer()).equals(Buffer.from(await a.arrayBuffer()))).toBe(true);
  });

  it("downloads the whole order as one ZIP of every tile's file", async () => {
    const order = await h.placeOrder({
      lines: [
        {
          productId: 'tilepix',
          variantId: 'gid://shopify/ProductVariant/41000000001',
          quantity: 2,
          tiles: [{ imagePath: '/files/uploads/photo.png' }, { imagePath: '/files/uploads/photo.png', orientation: 'Landscape' }],
        },
        { productId: 'largeTile12x12', variantId: 'large-black', quantity: 1, tiles: [{ imagePath: '/files/uploads/photo.png' }] },
      ],
    });
    const res = await h.request('GET', `v1/admin/orders/${order.id}/print-files`, { token: admin });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/zip');
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="order-${order.number}-print-files.zip"`);
    const entries = unzip(Buffer.from(await res.arrayBuffer()));
    expect(entries.map((e) => e.name)).toEqual([
      `order-${order.number}/line-1-tile-1.jpg`,
      `order-${order.number}/line-1-tile-2.jpg`,
      `order-${order.number}/line-2-tile-1.jpg`,
    ]);
    const sizes = await Promise.all(
      entries.map(async (e) => {
        const m = await sharp(e.data).metadata();
        return [m.width, m.height];
      }),
    );
    expect(sizes).toEqual([
      [2400, 2400],
      [2400, 2400],
      [3450, 3450],
    ]);
  });

  it('refuses what cannot be printed: an unknown tile (404), a photo not stored here or not an image (422)', async () => {
    const order = await h.placeOrder({
      lines: [
        {
          productId: 'tilepix',
          variantId: 'gid://shopify/ProductVariant/41000000001',
          quantity: 2,
          tiles: [{ imagePath: 'https://elsewhere.example/a.jpg' }, { imagePath: '/files/uploads/not-an-image.png' }],
        },
      ],
    });
    await writeFile(path.join(h.filesDir, 'uploads', 'not-an-image.png'), 'hello');
    expect((await download(order.id, 1, 3)).status).toBe(404);
    const foreign = await download(order.id, 1, 1);
    expect(foreign.status).toBe(422);
    expect(((await foreign.json()) as { message: string }).message).toBe(
      'The photo of tile 1 on line 1 is not stored on this server (https://elsewhere.example/a.jpg).',
    );
    const broken = await download(order.id, 1, 2);
    expect(((await broken.json()) as { message: string }).message).toBe('The photo of tile 2 on line 1 is not an image we can read.');
    expect((await h.request('GET', `v1/admin/orders/${order.id}/print-files`, { token: admin })).status).toBe(422);
    expect((await h.request('GET', `v1/admin/orders/${order.id}/print/0/1`, { token: admin })).status).toBe(400);
    // A path that climbs out of the files folder is not ours either.
    const climbing = await h.placeOrder({
      lines: [{ productId: 'tilepix', variantId: 'gid://shopify/ProductVariant/41000000001', quantity: 1, tiles: [{ imagePath: '/files/../../etc/passwd' }] }],
    });
    expect((await download(climbing.id, 1, 1)).status).toBe(422);
  });

  describe('what is printed is what was paid (issue 26, item 1)', () => {
    const BLACK = 'gid://shopify/ProductVariant/41000000001';
    const WHITE = 'gid://shopify/ProductVariant/41000000002';
    const PAD = 'gid://shopify/ProductVariant/41000000008';
    const photo = { imagePath: '/files/uploads/photo.png' };
    const twelveWhite = Array.from({ length: 12 }, () => ({ ...photo, frameColor: 'White' }));
    const nameOf = async (id: string) =>
      (await h.db.query<{ name: string }>("SELECT name FROM products WHERE tenant_id = 'tilepix' AND id = $1", [id]))[0]!.name;

    it("an older order's lines that do not add up are flagged and print nothing; the lines that add up print their frozen project's tiles only", async () => {
      const order = await h.placeOrder({
        lines: [
          // Before the fix: a 1-tile line ($14) carrying 12 White entries, and one wall pad ($5) carrying 12, no project behind either.
          { productId: 'tilepix', variantId: BLACK, quantity: 1, tiles: twelveWhite, olderOrder: true },
          { productId: 'wallPadKit', variantId: PAD, quantity: 1, tiles: twelveWhite, olderOrder: true },
          // Honest: 1 tile, its project frozen for the order.
          { productId: 'tilepix', variantId: BLACK, quantity: 1, tiles: [photo] },
          // A frozen project of 1 tile behind a line whose entries say 12 (the entries are never printed).
          {
            productId: 'tilepix',
            variantId: WHITE,
            quantity: 2,
            tiles: [
              { ...photo, frameColor: 'White' },
              { ...photo, frameColor: 'White' },
            ],
          },
        ],
      });
      // Line 4's project holds 2 White tiles; its line now claims 12 entries for a quantity of 2.
      const [line4] = await h.db.query<{ attributes: Array<{ key: string; value: string }> }>(
        'SELECT attributes FROM order_lines WHERE order_id = $1 AND position = 3',
        [order.id],
      );
      const claimed = line4!.attributes.map((a) => (a.key === '_tiles' ? { key: '_tiles', value: JSON.stringify(twelveWhite) } : a));
      await h.db.query('UPDATE order_lines SET attributes = $2 WHERE order_id = $1 AND position = 3', [order.id, JSON.stringify(claimed)]);

      const { status, body } = await h.json('GET', `v1/admin/orders/${order.id}`, { token: admin });
      expect(status).toBe(200);
      expect(body.linesAddUp).toBe(false);
      expect(body.lines.map((l: { tilesProblem: string | null }) => l.tilesProblem)).toEqual([
        printedLineMessages.noProject(await nameOf('tilepix')),
        printedLineMessages.notPrinted(await nameOf('wallPadKit')),
        null,
        "12 tiles x 1 copy make 12, not the line's quantity of 2.",
      ]);
      expect(body.lines.map((l: { tiles: unknown[] }) => l.tiles.length)).toEqual([0, 0, 1, 0]);

      const zip = await h.request('GET', `v1/admin/orders/${order.id}/print-files`, { token: admin });
      expect(zip.status).toBe(200);
      expect(unzip(Buffer.from(await zip.arrayBuffer())).map((e) => e.name)).toEqual([`order-${order.number}/line-3-tile-1.jpg`]);
      for (const [line, tile] of [
        [1, 1],
        [1, 12],
        [2, 1],
        [4, 1],
      ] as const) {
        const res = await download(order.id, line, tile);
        expect(res.status).toBe(404);
        expect(((await res.json()) as { message: string }).message).toBe(`Order ${order.id} has no tile ${tile} on line ${line}.`);
      }
    });

    it('an order whose lines all add up is not flagged; a line is flagged when its project was not frozen for this order', async () => {
      const honest = await h.placeOrder({
        lines: [
          { productId: 'tilepix', variantId: BLACK, quantity: 2, tiles: [photo, photo] },
          { productId: 'wallPadKit', variantId: PAD, quantity: 3 },
        ],
      });
      const detail = (await h.json('GET', `v1/admin/orders/${honest.id}`, { token: admin })).body;
      expect([detail.linesAddUp, detail.lines.map((l: { tilesProblem: string | null }) => l.tilesProblem)]).toEqual([true, [null, null]]);
      // The project is another order's (or was never frozen): the line prints nothing.
      const other = await h.placeOrder({ lines: [{ productId: 'tilepix', variantId: BLACK, quantity: 1, tiles: [photo] }] });
      await h.db.query('UPDATE projects SET order_id = $1 WHERE order_id = $2', [other.id, honest.id]);
      const moved = (await h.json('GET', `v1/admin/orders/${honest.id}`, { token: admin })).body;
      expect(moved.linesAddUp).toBe(false);
      expect(moved.lines[0].tilesProblem).toBe(printedLineMessages.notYours(`p-${honest.id}-0`));
      expect((await h.request('GET', `v1/admin/orders/${honest.id}/print-files`, { token: admin })).status).toBe(404);
    });
  });
});
