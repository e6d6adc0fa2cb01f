import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LocalSourceImages } from '../../server/admin/source-images';
import { TilePictures } from '../../server/orders/tile-picture';
import { openAdminHarness, TILE_BLACK, type AdminHarness } from './admin-harness';
import { testDbFactories } from './test-db';
import { isRefusal, type Refusal } from '../../server/http/refusal';

/** A picture the service made (a refusal here fails the test with its message). */
const made = <T>(value: T | Refusal): T => {
  if (isRefusal(value)) throw new Error(value.message);
  return value;
};

const TILE_WHITE = 'gid://shopify/ProductVariant/41000000002';

describe.each(testDbFactories)('order tile pictures (issue 28 item 3) on $name', ({ open }) => {
  let h: AdminHarness;
  let pictures: TilePictures;

  beforeAll(async () => {
    h = await openAdminHarness(await open());
    pictures = new TilePictures(h.db, new LocalSourceImages(h.filesDir, 'http://localhost'));
  });
  afterAll(async () => {
    pictures?.close();
    await h?.db.close();
  });

  const pixelsOf = async (jpeg: Buffer) => {
    const { data, info } = await sharp(jpeg).removeAlpha().raw().toBuffer({ resolveWithObject: true });
    return { info, at: (x: number, y: number) => [...data.subarray((y * info.width + x) * 3, (y * info.width + x) * 3 + 3)] };
  };
  const near = (actual: number[], expected: number[], by = 6) => actual.every((v, i) => Math.abs(v - expected[i]!) <= by);

  it('draws the tile as it prints, framed: the White frame, the gray mat, the photo inside, 600 px', async () => {
    const tiles = [
      { imagePath: '/files/uploads/photo.png', frameColor: 'White', matColor: '#939598FF', crop: [100, 0, 900, 900] as [number, number, number, number] },
    ];
    const order = await h.placeOrder({ lines: [{ productId: 'tilepix', variantId: TILE_WHITE, quantity: 1, tiles }] });
    // The harness writes a Black line; this one is White, as checkout writes it.
    await h.db.query(`UPDATE order_lines SET attributes = $2 WHERE order_id = $1`, [
      order.id,
      JSON.stringify([
        { key: 'Frame', value: 'White' },
        { key: '_projectId', value: `p-${order.id}-0` },
        { key: '_tiles', value: JSON.stringify(tiles) },
      ]),
    ]);
    const file = made(await pictures.picture(order.id, 0, 0));
    expect(file.name).toBe(`order-${order.number}-line-1-tile-1.jpg`);
    const { info, at } = await pixelsOf(file.bytes);
    expect([info.width, info.height]).toEqual([600, 600]);
    // Moulding 0.055 of 600 = 33 px, then a 1-inch mat (1/8 of the print's 534 px = 67 px).
    expect(near(at(10, 300), [0xf5, 0xf5, 0xf5])).toBe(true);
    expect(near(at(60, 300), [0x93, 0x95, 0x98])).toBe(true);
    expect(near(at(300, 300), [200, 40, 40], 12)).toBe(true);
  });

  it('renders every tile of an order, the pieces of one photo from one decode, at the size asked', async () => {
    const order = await h.placeOrder({
      lines: [
        {
          productId: 'tilepix',
          variantId: TILE_BLACK,
          quantity: 2,
          tiles: [
            { imagePath: '/files/uploads/photo.png', crop: [0, 0, 450, 450] },
            { imagePath: '/files/uploads/photo.png', crop: [450, 450, 450, 450] },
          ],
        },
      ],
    });
    const files = made(await pictures.pictures(order.id, 200));
    expect(files.map((f) => [f.line, f.index])).toEqual([
      [0, 0],
      [0, 1],
    ]);
    for (const f of files) {
      const { info, at } = await pixelsOf(f.bytes);
      expect([info.width, info.height]).toEqual([200, 200]);
      expect(near(at(3, 100), [0, 0, 0])).toBe(true);
    }
  });

  it('refuses a size out of range (400) and a tile the order does not have (404), rendering nothing', async () => {
    const order = await h.placeOrder({
      lines: [{ productId: 'tilepix', variantId: TILE_BLACK, quantity: 1, tiles: [{ imagePath: '/files/uploads/photo.png' }] }],
    });
    await expect(pictures.picture(order.id, 0, 0, 5000)).resolves.toMatchObject({
      status: 400,
      message: 'A tile picture is 16 to 2400 px on its long side, not 5000.',
    });
    await expect(pictures.picture(order.id, 0, 0, 10.5)).resolves.toMatchObject({ status: 400 });
    await expect(pictures.picture(order.id, 0, 3)).resolves.toMatchObject({ status: 404, message: `Order ${order.id} has no tile 4 on line 1.` });
  });
});
