import * as t from 'io-ts';

/** A frame position in tile units (x across, y down). */
export const LayoutPositionCodec = t.type({ positionX: t.number, positionY: t.number });

/** A wall layout (SPEC §2: name, productId, numFrames, positions, images). */
export const LayoutCodec = t.intersection([
  t.type({ name: t.string, numFrames: t.number, positions: t.array(LayoutPositionCodec), images: t.array(t.string) }),
  t.partial({ productId: t.string }),
]);
export type LayoutWire = t.TypeOf<typeof LayoutCodec>;

/** GET v1/shopify/layouts_get. */
export const LayoutListCodec = t.type({ layouts: t.array(LayoutCodec) });
