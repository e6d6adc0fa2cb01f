import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CART_CREATE, CART_LINES_ADD, CHECKOUT_COMPLETE_FREE } from '../../src/adapters/storefront/documents';
import { printedLineMessages } from '../../src/domain/cart';
import { lineKindOf } from '../../src/domain/pricing';
import { writeRecorder } from './gates/write-recorder';
import {
  checkoutIdOf,
  giftLine,
  HARNESS_CART_TOKEN,
  openStorefrontHarness,
  printedAttributes,
  storeLineProjects,
  type StorefrontHarness,
} from './storefront-harness';
import { testDbFactories } from './test-db';

/**
 * Issue 26, item 1: what is printed is decided from the paid cart. Every printed product's honest line
 * passes and freezes its project; every way a line can fail to add up is refused with a userError at
 * the cart mutation or at checkout, and a refused call writes nothing.
 */
describe.each(testDbFactories)('printed lines add up on $name', ({ open }) => {
  let h: StorefrontHarness;
  let writes: Awaited<ReturnType<typeof writeRecorder>>;
  let variants: Array<{ id: string; name: string; product_id: string; product_name: string; printable: boolean }>;
  let serial = 0;
  const projectId = () => `pl-${++serial}`;

  beforeAll(async () => {
    h = await openStorefrontHarness(open);
    await h.db.query("INSERT INTO promos (code, type, value_cents) VALUES ('ALLFREE', 'percentage', 10000)");
    const rows = await h.db.query<{ id: string; name: string; product_id: string; product_name: string; output_image_width: number | null }>(
      `SELECT v.id, v.name, v.product_id, p.name AS product_name, p.output_image_width FROM product_variants v
         JOIN products p ON p.tenant_id = v.tenant_id AND p.id = v.product_id WHERE v.tenant_id = 'tilepix' AND v.product_id <> 'rewardTile' ORDER BY v.product_id, v.id`,
    );
    variants = rows.map((r) => ({ ...r, printable: lineKindOf(r.product_id, r.output_image_width !== null) === 'tile' }));
    // The throttle's buckets are written by every call, refused or not.
    writes = await writeRecorder(h.db, ['rate_limits']);
  });
  afterAll(async () => {
    await h?.db.close();
  });

  const variant = (id: string) => variants.find((v) => v.id === id)!;
  const BLACK = 'gid://shopify/ProductVariant/41000000001';
  /** A cart token the harness does not save projects under: a refused call must write nothing at all. */
  const UNSAVED = 'cart-token-not-saved-by-the-harness';
  const create = async (lines: unknown[]) => {
    const { cart, userErrors } = (await h.gql(CART_CREATE, { input: { lines, discountCodes: ['ALLFREE'] } })).body.data!.cartCreate;
    return { cart, userErrors };
  };
  const complete = async (cartId: string) => (await h.gql(CHECKOUT_COMPLETE_FREE, { checkoutId: checkoutIdOf(cartId) })).body.data!.checkoutCompleteFree;
  const withAttribute = (attributes: Array<{ key: string; value: string }>, key: string, value: string) =>
    attributes.map((a) => (a.key === key ? { key, value } : a));
  const entries = (n: number, frame: string) =>
    JSON.stringify(Array.from({ length: n }, (_, i) => ({ imagePath: `/files/uploads/${i}.jpg`, frameColor: frame })));

  it('the catalogue has printed and unprinted products to test', () => {
    expect(variants.filter((v) => v.printable).map((v) => v.product_id)).toContain('tilepix');
    expect(
      variants
        .filter((v) => !v.printable)
        .map((v) => v.product_id)
        .sort(),
    ).toEqual(['giftTile', 'membership', 'wallPadKit']);
  });

  it("every printed product's honest line passes, checks out and freezes its project for the order", async () => {
    for (const v of variants.filter((x) => x.printable)) {
      const id = projectId();
      const line = { merchandiseId: v.id, quantity: 6, attributes: printedAttributes(id, 2, 3, v.name) };
      await storeLineProjects(h.db, [line]);
      const { cart, userErrors } = await create([line]);
      expect(userErrors, v.id).toEqual([]);
      expect((await complete(cart.id)).checkoutUserErrors, v.id).toEqual([]);
      const [row] = await h.db.query<{ order_id: string | null }>("SELECT order_id FROM projects WHERE tenant_id = 'tilepix' AND id = $1", [id]);
      expect(row?.order_id, v.id).not.toBeNull();
    }
  });

  it('a product that is not printed (wall pad, membership, gift tile) carries no tiles or project: refused, nothing written', async () => {
    for (const v of variants.filter((x) => !x.printable)) {
      await writes.writtenSince();
      // A gift tile's recipient is checked too (issue 33): it has an honest one here, so only the tiles are refused.
      const recipient = v.product_id === 'giftTile' ? giftLine(1, v.id).attributes : [];
      const refused = await create([
        { merchandiseId: v.id, quantity: 1, attributes: [...printedAttributes(projectId(), 12, 1, 'Black', UNSAVED), ...recipient] },
      ]);
      expect(refused, v.id).toEqual({
        cart: null,
        userErrors: [{ field: ['lines', '0', 'attributes'], message: printedLineMessages.notPrinted(v.product_name), code: 'INVALID' }],
      });
      expect(await writes.writtenSince(), v.id).toEqual([]);
      expect(
        (await h.gql(CART_CREATE, { input: { lines: [{ merchandiseId: v.id, quantity: 1, attributes: recipient }] } })).body.data!.cartCreate.userErrors,
        v.id,
      ).toEqual([]);
    }
  });

  describe('a cart mutation refuses a line that does not add up, and writes nothing', () => {
    const honest = () => printedAttributes(projectId(), 1, 1, 'Black', UNSAVED);
    const cases: Array<[string, () => { quantity: number; attributes: Array<{ key: string; value: string }> }, string]> = [
      [
        'more entries than the quantity (12 on a 1-tile line)',
        () => ({ quantity: 1, attributes: withAttribute(withAttribute(honest(), '_tiles', entries(12, 'Black')), 'Tiles', '12') }),
        "12 tiles x 1 copy make 12, not the line's quantity of 1.",
      ],
      ['fewer entries than the quantity', () => ({ quantity: 3, attributes: honest() }), "1 tile x 1 copy make 1, not the line's quantity of 3."],
      [
        'entries in another colour than the variant',
        () => ({ quantity: 1, attributes: withAttribute(honest(), '_tiles', entries(1, 'White')) }),
        "Tile 1 has a White frame, not the line's Black.",
      ],
      ['no project', () => ({ quantity: 1, attributes: honest().filter((a) => a.key !== '_projectId') }), printedLineMessages.noProject('Photo Tile 8x8')],
      [
        'entries that are not photos',
        () => ({ quantity: 1, attributes: withAttribute(honest(), '_tiles', '[{"frameColor":"Black"}]') }),
        printedLineMessages.unreadableTiles,
      ],
    ];

    it.each(cases)('cartCreate and cartLinesAdd: %s', async (_name, make, message) => {
      const title = variant(BLACK).product_name;
      const expected = message.replace('Photo Tile 8x8', title);
      await writes.writtenSince();
      expect(await create([{ merchandiseId: BLACK, ...make() }])).toEqual({
        cart: null,
        userErrors: [{ field: ['lines', '0', 'attributes'], message: expected, code: 'INVALID' }],
      });
      expect(await writes.writtenSince()).toEqual([]);
      const { cart } = await create([]);
      await writes.writtenSince();
      const added = (await h.gql(CART_LINES_ADD, { cartId: cart.id, lines: [{ merchandiseId: BLACK, ...make() }] })).body.data!.cartLinesAdd;
      expect(added.userErrors).toEqual([{ field: ['lines', '0', 'attributes'], message: expected, code: 'INVALID' }]);
      expect(await writes.writtenSince()).toEqual([]);
    });
  });

  describe("checkout refuses a line whose project is not the buyer's or does not match, and writes nothing", () => {
    /** A cart of one honest-looking line (1 tile x 2 copies) whose project is then made as the case says. */
    const refusedAtCheckout = async (arrange: (id: string) => Promise<void>, message: (id: string) => string) => {
      const id = projectId();
      const line = { merchandiseId: BLACK, quantity: 2, attributes: printedAttributes(id, 1, 2, 'Black') };
      const { cart, userErrors } = await create([line]);
      expect(userErrors).toEqual([]);
      await arrange(id);
      await writes.writtenSince();
      const done = await complete(cart.id);
      expect(done.checkoutUserErrors).toEqual([{ field: ['lineItems', '0'], message: message(id), code: 'INVALID' }]);
      expect(await writes.writtenSince()).toEqual([]);
      expect(await h.db.query('SELECT id FROM orders WHERE checkout_token = $1', [cart.id.split('/').pop()])).toEqual([]);
    };
    const setProject = (id: string, sql: string, params: unknown[] = []) =>
      h.db.query(`UPDATE projects SET ${sql} WHERE tenant_id = 'tilepix' AND id = $1`, [id, ...params]);
    const document = async (id: string) =>
      (await h.db.query<{ document: any }>("SELECT document FROM projects WHERE tenant_id = 'tilepix' AND id = $1", [id]))[0]!.document;
    const setDocument = async (id: string, change: (doc: any) => any) => {
      const doc = await document(id);
      await setProject(id, 'document = $2', [JSON.stringify(change(typeof doc === 'string' ? JSON.parse(doc) : doc))]);
    };

    it('a project that does not exist', async () => {
      await refusedAtCheckout(
        (id) => h.db.query("DELETE FROM projects WHERE tenant_id = 'tilepix' AND id = $1", [id]).then(() => {}),
        printedLineMessages.notYours,
      );
    });

    it('a project of another cart', async () => {
      await refusedAtCheckout((id) => setProject(id, "cart_token = 'someone-elses-cart-token'").then(() => {}), printedLineMessages.notYours);
    });

    it('a project of another customer (the buyer is anonymous)', async () => {
      await h.db.query(
        "INSERT INTO customers (id, tenant_id, email, mailbox, created_at) VALUES ('cust-other', 'tilepix', 'other@example.com', 'other@example.com', now()) ON CONFLICT DO NOTHING",
      );
      await refusedAtCheckout((id) => setProject(id, "owner_id = 'cust-other'").then(() => {}), printedLineMessages.notYours);
    });

    it('a project already ordered', async () => {
      await refusedAtCheckout((id) => setProject(id, 'completed_at = now()').then(() => {}), printedLineMessages.notYours);
    });

    it('a project whose tiles do not make the line (2 tiles stored, 1 listed)', async () => {
      await refusedAtCheckout(
        (id) => setDocument(id, (doc) => ({ ...doc, tiles: [...doc.tiles, { ...doc.tiles[0], id: 'second' }] })),
        () => "2 tiles x 2 copies make 4, not the line's quantity of 2.",
      );
    });

    it("a project in another colour than the line's variant", async () => {
      await refusedAtCheckout(
        (id) => setDocument(id, (doc) => ({ ...doc, tiles: doc.tiles.map((t: object) => ({ ...t, frameColor: 'White' })) })),
        () => "0 tiles x 2 copies make 0, not the line's quantity of 2.",
      );
    });

    it('a project of another product', async () => {
      await refusedAtCheckout(
        (id) => setDocument(id, (doc) => ({ ...doc, productId: 'largeTile12x12' })),
        (id) => printedLineMessages.otherProduct(id, variant(BLACK).product_name),
      );
    });

    it('a project with tiles of a colour no line pays for', async () => {
      await refusedAtCheckout(
        (id) => setDocument(id, (doc) => ({ ...doc, tiles: [...doc.tiles, { ...doc.tiles[0], id: 'gray', frameColor: 'Gray' }] })),
        (id) => printedLineMessages.unpaid(id, 'Gray'),
      );
    });

    it('the cart token the line names is the proof of an anonymous project: without it, refused', async () => {
      const id = projectId();
      const line = { merchandiseId: BLACK, quantity: 1, attributes: printedAttributes(id, 1, 1, 'Black') };
      await storeLineProjects(h.db, [line]);
      const { cart } = await create([{ ...line, attributes: line.attributes.filter((a) => a.key !== '_cartToken') }]);
      expect((await complete(cart.id)).checkoutUserErrors[0].message).toBe(printedLineMessages.notYours(id));
      expect(HARNESS_CART_TOKEN).not.toBe('');
    });
  });
});
