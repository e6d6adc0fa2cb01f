import { describe, expect, it } from 'vitest';
import { DEFAULT_TILE_PRODUCT } from '../../../src/domain/printing/print-product';
import { layoutOfTile } from '../../../src/domain/printing/project-pictures';
import { pictureBoxes, type TileLayout } from '../../../src/domain/printing/tile-picture';
import {
  centredPlacement,
  clampPlacement,
  fitPhoto,
  groupGeometry,
  groupSizeInPhoto,
  KEY_STEP_INCHES_LARGE,
  movedPlacement,
  nudgedPlacement,
  placementText,
  screenToPhoto,
} from '../../../src/domain/wall/wall-placement';
import type { WallDesign } from '../../../src/domain/wall/wall-design';
import { photoPx, wallPpi, type PhotoPoint, type PhotoSize } from '../../../src/domain/wall/wall-scale';
import { tile } from '../fixtures';

const pt = (x: number, y: number): PhotoPoint => ({ x: photoPx(x), y: photoPx(y) });
const size = (w: number, h: number): PhotoSize => ({ width: photoPx(w), height: photoPx(h) });
const square = layoutOfTile(tile('a'), DEFAULT_TILE_PRODUCT) as TileLayout;
const landscape: TileLayout = { ...square, print: { width: 3000, height: 2400 } };
const portrait: TileLayout = { ...square, print: { width: 2400, height: 3000 } };

const design = (
  positions: ReadonlyArray<readonly [number, number]>,
  spacing = 1,
  layout = square,
): Pick<WallDesign, 'tiles' | 'tileSpacingInches' | 'productInches'> => ({
  tiles: positions.map(([x, y], i) => ({ key: `t${i}`, src: `/p${i}.jpg`, layout, position: { positionX: x, positionY: y } })),
  tileSpacingInches: spacing,
  productInches: { width: 8, height: 8 },
});

describe('the design as it hangs (issue 35 item 1)', () => {
  it('lays a 3 x 3 layout of 8-inch tiles 1 inch apart over 26 x 26 inches, each tile at its layout position', () => {
    const nine = Array.from({ length: 9 }, (_, i) => [i % 3, Math.floor(i / 3)] as const);
    const g = groupGeometry(design(nine));
    expect([g.widthIn, g.heightIn]).toEqual([26, 26]);
    expect(g.tiles[4]).toEqual({ key: 't4', rect: { x: 9, y: 9, width: 8, height: 8 } });
    expect(g.tiles[8]!.rect.x).toBe(18);
    // Half-inch spacing (a split project's) brings them closer.
    expect(groupGeometry(design(nine, 0.5)).widthIn).toBe(25);
  });

  it('measures from the top-left frame, allows staggered (fractional) positions and refuses a negative spacing', () => {
    const g = groupGeometry(
      design(
        [
          [2, 1],
          [2.5, 2],
        ],
        -3,
      ),
    );
    expect([g.widthIn, g.heightIn]).toEqual([12, 16]);
    expect(g.tiles.map((t) => [t.rect.x, t.rect.y])).toEqual([
      [0, 0],
      [4, 8],
    ]);
    expect(groupGeometry(design([]))).toEqual({ widthIn: 0, heightIn: 0, tiles: [] });
  });

  it("keeps a non-square picture's own aspect, centred in its square cell", () => {
    const g = groupGeometry({ ...design([[0, 0]], 1, landscape), productInches: { width: 8, height: 10 } });
    const r = g.tiles[0]!.rect;
    expect(r.width).toBe(10);
    expect(r.height).toBeCloseTo(10 / pictureBoxes(landscape, true).aspect, 6);
    expect(r.height).toBeLessThan(10);
    expect(r.y).toBeCloseTo((10 - r.height) / 2, 6);
    const p = groupGeometry({ ...design([[0, 0]], 1, portrait), productInches: { width: 8, height: 10 } }).tiles[0]!.rect;
    expect(p.height).toBe(10);
    expect(p.x).toBeCloseTo((10 - p.width) / 2, 6);
  });

  it('turns inches into photo pixels at the scale', () => {
    expect(groupSizeInPhoto({ widthIn: 26, heightIn: 17 }, wallPpi(10))).toEqual({ width: 260, height: 170 });
  });

  it('keeps the group inside the photo when it is dragged past an edge, on every side', () => {
    const group = size(260, 260);
    const photo = size(1500, 1000);
    expect(clampPlacement(pt(-50, -20), group, photo)).toEqual({ x: 0, y: 0 });
    expect(clampPlacement(pt(1400, 900), group, photo)).toEqual({ x: 1240, y: 740 });
    expect(clampPlacement(pt(300, 200), group, photo)).toEqual({ x: 300, y: 200 });
    expect(movedPlacement(pt(100, 100), 5000, -5000, group, photo)).toEqual({ x: 1240, y: 0 });
    expect(movedPlacement(pt(100, 100), 20, 30, group, photo)).toEqual({ x: 120, y: 130 });
  });

  it('lets a group larger than the photo move only while it still covers the photo', () => {
    expect(clampPlacement(pt(10, -400), size(2000, 400), size(1500, 1000))).toEqual({ x: 0, y: 0 });
    expect(clampPlacement(pt(-900, 0), size(2000, 400), size(1500, 1000))).toEqual({ x: -500, y: 0 });
  });

  it("hangs the group centred on the room's spot (the photo's centre without one), kept inside", () => {
    expect(centredPlacement(size(260, 260), size(1500, 1000), pt(750, 250))).toEqual({ x: 620, y: 120 });
    expect(centredPlacement(size(260, 260), size(1500, 1000))).toEqual({ x: 620, y: 370 });
    expect(centredPlacement(size(260, 260), size(1500, 1000), pt(1490, 10))).toEqual({ x: 1240, y: 0 });
  });

  it('moves 1 inch per arrow key and a foot with Shift, kept inside; other keys do nothing', () => {
    const args = [wallPpi(10), size(260, 260), size(1500, 1000)] as const;
    expect(nudgedPlacement(pt(100, 100), 'ArrowRight', false, ...args)).toEqual({ x: 110, y: 100 });
    expect(nudgedPlacement(pt(100, 100), 'ArrowLeft', false, ...args)).toEqual({ x: 90, y: 100 });
    expect(nudgedPlacement(pt(200, 200), 'ArrowUp', true, ...args)).toEqual({ x: 200, y: 200 - KEY_STEP_INCHES_LARGE * 10 });
    expect(nudgedPlacement(pt(100, 100), 'ArrowUp', true, ...args)).toEqual({ x: 100, y: 0 });
    expect(nudgedPlacement(pt(100, 100), 'ArrowDown', true, ...args)).toEqual({ x: 100, y: 220 });
    expect(nudgedPlacement(pt(0, 0), 'ArrowLeft', false, ...args)).toEqual({ x: 0, y: 0 });
    expect(nudgedPlacement(pt(100, 100), 'Enter', false, ...args)).toBeNull();
  });

  it("says where the group is, in inches and cm from the photo's left and top edges", () => {
    expect(placementText(pt(620, 120), wallPpi(10))).toBe("Tiles placed 62 in (157 cm) from the photo's left edge and 12 in (30 cm) from its top.");
  });

  it('fits the photo inside the screen, centred, and maps screen points back to the photo', () => {
    const view = fitPhoto(size(1500, 1000), { width: 390, height: 500 });
    expect(view.scale).toBeCloseTo(0.26, 6);
    expect(view.offsetX).toBe(0);
    expect(view.offsetY).toBeCloseTo(120, 6);
    const p = screenToPhoto(view, 195, 250, size(1500, 1000))!;
    expect(p.x).toBeCloseTo(750, 6);
    expect(p.y).toBeCloseTo(500, 6);
    expect(screenToPhoto(view, 195, 10, size(1500, 1000))).toBeNull();
    expect(screenToPhoto(view, -1, 250, size(1500, 1000))).toBeNull();
    expect(fitPhoto(size(0, 1000), { width: 390, height: 500 })).toEqual({ scale: 0, offsetX: 0, offsetY: 0 });
    expect(fitPhoto(size(10, 10), { width: 0, height: 500 }).scale).toBe(0);
    expect(screenToPhoto({ scale: 0, offsetX: 0, offsetY: 0 }, 1, 1, size(10, 10))).toBeNull();
  });
});
