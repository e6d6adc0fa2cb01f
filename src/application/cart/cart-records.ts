/* The cart's locally kept records (SPEC §3), each with the codec its value must pass. */
import * as t from 'io-ts';
import type { Cents } from '../../domain/money';
import type { LocalRecord } from '../ports/local-records';

/** Wall-pad kits one order can hold. */
export const MAX_WALL_PADS = 20;
/** Copies of one catalogue item one order can hold. */
export const MAX_ITEM_QUANTITY = 20;

const clamp = (n: number, max: number): number => Math.max(0, Math.min(max, n));

/** Whole cents; anything else (a fraction, a string) does not decode. */
export const CentsCodec = new t.Type<Cents, number, unknown>(
  'Cents',
  (u): u is Cents => typeof u === 'number' && Number.isSafeInteger(u),
  (u, c) => (typeof u === 'number' && Number.isSafeInteger(u) ? t.success(u as Cents) : t.failure(u, c, 'expected whole cents')),
  (a) => a,
);

/**
 * A ready-made catalogue item in the cart (gift tile, membership, reward tile, accessories): what
 * the product page chose. The price is what the page showed; the storefront prices it again.
 */
/** A gift tile's recipient (issue 33), as the form checked it: the line's quantity is its tiles. */
const CartGiftCodec = t.readonly(
  t.intersection([t.type({ name: t.string, amountCents: CentsCodec, tiles: t.number }), t.partial({ email: t.string, phone: t.string })]),
);
export type CartGift = t.TypeOf<typeof CartGiftCodec>;

const CartProductItemCodec = t.readonly(
  t.intersection([
    t.type({ productId: t.string, variantId: t.string, name: t.string, unitPriceCents: CentsCodec, quantity: t.number }),
    t.partial({ variantName: t.string, gift: CartGiftCodec }),
  ]),
);
export type CartProductItem = t.TypeOf<typeof CartProductItemCodec>;

/**
 * Which cart item this is: its variant, and for a gift its recipient and amount, so two gifts to two
 * people stay two items (one more of the same variant is otherwise one more copy).
 */
export const cartItemKey = (item: Pick<CartProductItem, 'variantId' | 'gift'>): string =>
  item.gift === undefined
    ? item.variantId
    : `${item.variantId}|gift|${item.gift.name}|${item.gift.email ?? ''}|${item.gift.phone ?? ''}|${item.gift.amountCents}`;

/** A list that keeps its good items: a hand-edited or older item is dropped, not the whole list. */
const CartItemsCodec = new t.Type<readonly CartProductItem[], unknown, unknown>(
  'CartItems',
  (u): u is readonly CartProductItem[] => Array.isArray(u) && u.every((i) => CartProductItemCodec.is(i)),
  (u, c) =>
    Array.isArray(u)
      ? t.success(
          u.flatMap((i: unknown) =>
            CartProductItemCodec.is(i) && Number.isInteger(i.quantity) && i.quantity > 0 ? [{ ...i, quantity: Math.min(MAX_ITEM_QUANTITY, i.quantity) }] : [],
          ),
        )
      : t.failure(u, c, 'expected a list of cart items'),
  (a) => a,
);

/** A whole number of wall-pad kits, clamped into 0..MAX_WALL_PADS. */
const WallPadsCodec = new t.Type<number, number, unknown>(
  'WallPads',
  (u): u is number => typeof u === 'number' && Number.isInteger(u) && u >= 0 && u <= MAX_WALL_PADS,
  (u, c) => (typeof u === 'number' && Number.isInteger(u) ? t.success(clamp(u, MAX_WALL_PADS)) : t.failure(u, c, 'expected a whole number of kits')),
  (a) => a,
);

const NonEmptyCode = new t.Type<string, string, unknown>(
  'PromoCode',
  (u): u is string => typeof u === 'string' && u.trim() !== '',
  (u, c) => (typeof u === 'string' && u.trim() !== '' ? t.success(u.trim()) : t.failure(u, c, 'expected a promo code')),
  t.identity,
);

export const CartItemsRecord: LocalRecord<readonly CartProductItem[]> = { key: 'cartItems', codec: CartItemsCodec };
export const WallPadsRecord: LocalRecord<number> = { key: 'wallPadsInCart', codec: WallPadsCodec };
export const PromoCodeRecord: LocalRecord<string> = { key: 'promo', codec: NonEmptyCode };

/**
 * Read only, never written: the tiles in the stored cart's projects, counted without the project
 * codecs (they load with the printing stores), so the header's count is right before they do. It
 * never fails to decode, so reading it never removes the projects.
 */
const StoredCartTilesCodec = new t.Type<number, unknown, unknown>(
  'StoredCartTiles',
  (u): u is number => typeof u === 'number',
  (u) =>
    t.success(
      Array.isArray(u)
        ? u.reduce<number>((n, p: { status?: unknown; tiles?: unknown; quantity?: unknown } | null) => {
            if (p?.status !== 'Cart' || !Array.isArray(p.tiles)) return n;
            return n + p.tiles.length * (typeof p.quantity === 'number' && p.quantity > 0 ? p.quantity : 1);
          }, 0)
        : 0,
    ),
  (a) => a,
);
export const StoredCartTilesRecord: Pick<LocalRecord<number>, 'key' | 'codec'> = { key: 'projects', codec: StoredCartTilesCodec };

/**
 * Read only, never written: how many stored projects are in the cart, counted without the project
 * codecs (issue 27: the cart page tells an empty cart without loading the printing session). A
 * project in the cart with no tiles counts too; it never fails to decode.
 */
const StoredCartProjectsCodec = new t.Type<number, unknown, unknown>(
  'StoredCartProjects',
  (u): u is number => typeof u === 'number',
  (u) => t.success(Array.isArray(u) ? u.filter((p: { status?: unknown } | null) => p?.status === 'Cart').length : 0),
  (a) => a,
);
export const StoredCartProjectsRecord: Pick<LocalRecord<number>, 'key' | 'codec'> = { key: 'projects', codec: StoredCartProjectsCodec };
