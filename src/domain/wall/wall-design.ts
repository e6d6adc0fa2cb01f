/**
 * The plain description of a design the wall preview draws (issue 35 item 1): every tile's picture
 * from the one render geometry (`tile-picture.ts`), where the layout puts it, the tile spacing, the
 * product's size and the frame colours. Built from a project here; a shared design (/d/{id}) can
 * build the same shape from what it stores, so the preview needs nothing else.
 */
import type { GridPosition } from '../imaging/grid';
import { frameSlots } from '../project/frame-layout';
import { frameColorHex, type Project } from '../project';
import type { PrintProduct } from '../printing/print-product';
import { layoutOfTile } from '../printing/project-pictures';
import { frameHexOf, type TileLayout } from '../printing/tile-picture';
import { pictureEdgeOf, sizedPictureAddress } from '../imaging/sized-picture';

/** One tile on the wall: its picture's layout, its photo's address (a stored photo's display-size derivative, issue 28 item 4) and its place in the layout (grid units). */
export interface WallDesignTile {
  readonly key: string;
  readonly src: string;
  readonly layout: TileLayout;
  readonly position: GridPosition;
}

/** A frame colour the shopper can try: its name and #RRGGBB. */
export interface WallFrameChoice {
  readonly name: string;
  readonly hex: string;
}

export interface WallDesign {
  readonly tiles: readonly WallDesignTile[];
  /** The gap between neighbouring tiles, in inches (the project's tile spacing). */
  readonly tileSpacingInches: number;
  /** The product's framed size in inches, as it is sold (portrait; a landscape tile turns it). */
  readonly productInches: { readonly width: number; readonly height: number };
  /** The colours to try (the product's frame variants). */
  readonly frames: readonly WallFrameChoice[];
  /** The colour shown first: the project's, or null when its tiles differ (each keeps its own). */
  readonly frame: string | null;
}

/** The frame colours of a product's variants (variants that are not frame colours are left out). */
export const frameChoicesOf = (product: Pick<PrintProduct, 'variants'>): readonly WallFrameChoice[] =>
  product.variants.flatMap((v) => (frameColorHex(v.name) === undefined ? [] : [{ name: v.name, hex: frameHexOf(v.name) }]));

/** A project's design for the wall: its tiles with photos, at their frames' places in the layout (the product's, else the client's own). */
/** What of a project the wall draws: a saved project, or a shared design in a project's shape (/d/{id}). */
export type WallProject = Pick<Project, 'metadata' | 'isSplit' | 'tiles' | 'rows' | 'cols' | 'tileSpacing' | 'frameColor'>;

export const wallDesignOf = (project: WallProject, product: PrintProduct): WallDesign => {
  const tiles = frameSlots(project, product.layouts).flatMap((slot): WallDesignTile[] => {
    const layout = slot.tile === undefined ? null : layoutOfTile(slot.tile, product);
    return slot.tile === undefined || layout === null
      ? []
      : [{ key: slot.tile.id, src: sizedPictureAddress(slot.tile.imagePath ?? '', pictureEdgeOf(layout)), layout, position: slot.position }];
  });
  const hexes = new Set(tiles.map((t) => t.layout.frameHex));
  return {
    tiles,
    tileSpacingInches: Math.max(0, project.tileSpacing),
    productInches: { width: product.widthInches, height: product.heightInches },
    frames: frameChoicesOf(product),
    frame: hexes.size > 1 ? null : project.frameColor,
  };
};

/** The tiles' pictures in a chosen frame colour (null: each tile's own). */
export const tilesInFrame = (design: Pick<WallDesign, 'tiles' | 'frames'>, frame: string | null): readonly WallDesignTile[] => {
  const choice = frame === null ? undefined : design.frames.find((f) => f.name.toLowerCase() === frame.toLowerCase());
  if (choice === undefined) return design.tiles;
  return design.tiles.map((t) => (t.layout.frameHex === choice.hex ? t : { ...t, layout: { ...t.layout, frameHex: choice.hex } }));
};
