import * as t from 'io-ts';
import type { SharedDesign } from '../domain/sharing';
import { ProductCodec } from './product';

/**
 * Shared designs (issue 35 item 2) and "continue on my phone" links (item 3) on the wire. The design
 * is checked field by field (the client and the boot block decode it; the server wrote it from a
 * checked project).
 */

/** A tile's own finish, and the design's (the tiles' default). */
const FINISH_PROPS = {
  frameColor: t.string,
  matColor: t.string,
  filter: t.keyof({ color: null, grayScale: null }),
  orientation: t.keyof({ Portrait: null, Landscape: null }),
};

const SharedTileCodec = t.intersection([
  t.type({
    positionX: t.number,
    positionY: t.number,
    cropTopLeftX: t.number,
    cropTopLeftY: t.number,
    imagePath: t.string,
    scale: t.number,
    width: t.number,
    height: t.number,
    ...FINISH_PROPS,
  }),
  t.partial({ cropBottomRightX: t.number, cropBottomRightY: t.number, rotation: t.union([t.literal(0), t.literal(90), t.literal(180), t.literal(270)]) }),
]);

const SharedDesignShape = t.intersection([
  t.type({
    productId: t.string,
    isSplit: t.boolean,
    tileSpacing: t.number,
    ...FINISH_PROPS,
    layout: t.union([t.number, t.literal('Custom')]),
    tiles: t.array(SharedTileCodec),
  }),
  t.partial({ rows: t.number, cols: t.number }),
]);

/** The snapshot (domain `SharedDesign`: its branded numbers are plain numbers on the wire). */
export const SharedDesignCodec = new t.Type<SharedDesign, unknown, unknown>(
  'SharedDesign',
  (u): u is SharedDesign => SharedDesignShape.is(u),
  (u, c) => {
    const shape = SharedDesignShape.validate(u, c);
    return shape._tag === 'Left' ? shape : t.success(shape.right as unknown as SharedDesign);
  },
  (d) => SharedDesignShape.encode(d as unknown as t.TypeOf<typeof SharedDesignShape>),
);

/** GET v1/shares/{id}: what the share page shows; `product` absent when the catalogue no longer has it. */
export const SharedDesignAnswerCodec = t.intersection([
  t.type({ id: t.string, design: SharedDesignCodec, imageUrl: t.string }),
  t.partial({ product: ProductCodec }),
]);
export type SharedDesignAnswer = t.TypeOf<typeof SharedDesignAnswerCodec>;
