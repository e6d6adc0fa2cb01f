import { describe, expect, it } from 'vitest';
import { parseOrderedTiles, withRotation, type OrderedTile } from '../../../src/domain/admin';
import { DEFAULT_TILE_PRODUCT, type PrintProduct } from '../../../src/domain/printing/print-product';
import { gridPlaces, layoutOfTile, orderedTileOf, pictureGrid, projectPictures } from '../../../src/domain/printing/project-pictures';
import {
  FRAME_BORDER_RATIO,
  frameHexOf,
  layoutOf,
  matColorOf,
  matPxOf,
  pictureBoxes,
  picturePlan,
  sourceRect,
  tileLayout,
} from '../../../src/domain/printing/tile-picture';
import { createProject, createSplitProject } from '../../../src/domain/project';
import { imagePx, imageSize } from '../../../src/domain/units';
import { seed, tile } from '../fixtures';

const ordered = (over: Partial<OrderedTile> = {}): OrderedTile => ({
  imagePath: '/files/a.jpg',
  crop: null,
  frameColor: 'Black',
  matColor: '#FFFFFF00',
  filter: 'color',
  orientation: 'Portrait',
  ...over,
});
const seededTile = { widthInches: 8, heightInches: 8, outputImageWidth: 2400, outputImageHeight: 2400, matInches: 1 };

describe('one render geometry for every picture of a tile (issue 28 item 3)', () => {
  it("names the frame and mat colours as #RRGGBB: the variant's frame (Black when none or unknown), no mat for #FFFFFF00", () => {
    expect(frameHexOf('White')).toBe('#F5F5F5');
    expect(frameHexOf('gray')).toBe('#B8B8B8');
    expect(frameHexOf(null)).toBe('#000000');
    expect(frameHexOf('Walnut')).toBe('#000000');
    expect(matColorOf('#939598ff')).toBe('#939598FF');
    expect(matColorOf('#FFFFFF00')).toBeNull();
    expect(matColorOf('gray')).toBeNull();
    expect(matColorOf('#12345600')).toBeNull();
    const layout = tileLayout(seededTile, ordered({ frameColor: 'White', matColor: '#FFFFFFFF', filter: 'grayScale' }), { width: 1000, height: 1000 });
    expect(layout).toMatchObject({ print: { width: 2400, height: 2400 }, frameHex: '#F5F5F5', matHex: '#FFFFFF', matPx: 300, grayscale: true });
  });

  it("makes the mat matInches wide at the print's pixels per inch (1 inch when the product has none), leaving some photo", () => {
    expect(matPxOf(seededTile, { width: 2400, height: 2400 }, '#939598FF')).toBe(300);
    expect(matPxOf({}, { width: 2400, height: 2400 }, '#939598FF')).toBe(300);
    expect(matPxOf({ matInches: 20 }, { width: 2400, height: 2400 }, '#939598FF')).toBe(1199);
    expect(matPxOf(seededTile, { width: 2400, height: 2400 }, '#FFFFFF00')).toBe(0);
    expect(layoutOf({ width: 100, height: 100 }, 0, ordered({ matColor: '#939598FF' }), { width: 10, height: 10 }).matHex).toBeNull();
  });

  it("shows the crop inside the photo, trimmed about its centre to the photo area's aspect; the whole photo without one", () => {
    expect(sourceRect([100, 0, 900, 900], { width: 1200, height: 900 }, 1)).toEqual({ x: 100, y: 0, width: 900, height: 900 });
    expect(sourceRect(null, { width: 1200, height: 900 }, 1)).toEqual({ x: 150, y: 0, width: 900, height: 900 });
    expect(sourceRect(null, { width: 900, height: 1200 }, 1)).toEqual({ x: 0, y: 150, width: 900, height: 900 });
    expect(sourceRect([-50, -50, 500, 500], { width: 400, height: 400 }, 1)).toEqual({ x: 0, y: 0, width: 400, height: 400 });
    expect(sourceRect([900, 0, 50, 50], { width: 400, height: 500 }, 1)).toEqual({ x: 0, y: 50, width: 400, height: 400 });
    expect(sourceRect(null, { width: 0, height: 10 }, 1)).toEqual({ x: 0, y: 0, width: 0, height: 10 });
  });

  it("frames the print with a moulding of FRAME_BORDER_RATIO of the picture's side, the mat and the photo inside", () => {
    const layout = tileLayout(seededTile, ordered({ matColor: '#939598FF' }), { width: 1000, height: 1000 });
    const framed = pictureBoxes(layout, true);
    expect(framed.aspect).toBeCloseTo(1);
    expect(framed.print.x).toBeCloseTo(FRAME_BORDER_RATIO);
    expect(framed.photo.x).toBeCloseTo(FRAME_BORDER_RATIO + (1 - 2 * FRAME_BORDER_RATIO) / 8);
    const bare = pictureBoxes(layout, false);
    expect(bare.print).toEqual({ x: 0, y: 0, width: 1, height: 1 });
    expect(bare.photo.x).toBeCloseTo(0.125);
    expect(bare.source).toEqual({ x: 0, y: 0, width: 1, height: 1 });
  });

  it('plans a picture in whole pixels at any size: the print file unframed at its output size, a 600 px framed picture', () => {
    const layout = tileLayout(seededTile, ordered({ frameColor: 'Gray', matColor: '#939598FF', crop: [10.4, 20.6, 300, 300] }), { width: 400, height: 400 });
    expect(picturePlan(layout, false, 2400)).toEqual({
      width: 2400,
      height: 2400,
      rotation: 0,
      crop: { left: 10, top: 21, width: 300, height: 300 },
      photo: { left: 300, top: 300, width: 1800, height: 1800 },
      matColor: '#939598FF',
      grayscale: false,
      frame: null,
    });
    const small = picturePlan(layout, true, 600);
    expect(small).toMatchObject({ width: 600, height: 600, frame: { hex: '#B8B8B8', print: { left: 33, top: 33, width: 534, height: 534 } } });
    const poster = { outputImageWidth: 2400, outputImageHeight: 3000, orientationEligible: true, widthInches: 8, heightInches: 10 };
    const landscape = tileLayout(poster, ordered({ orientation: 'Landscape' }), { width: 4000, height: 3000 });
    expect(picturePlan(landscape, true, 600)).toMatchObject({ width: 600, height: 493 });
    const portrait = tileLayout(poster, ordered(), { width: 3000, height: 4000 });
    expect(picturePlan(portrait, false, 600)).toMatchObject({ width: 480, height: 600, crop: { left: 0, top: 125, width: 3000, height: 3750 } });
    // A crop at the photo's very edge stays inside it.
    const edge = layoutOf({ width: 10, height: 10 }, 0, ordered({ crop: [9.8, 9.8, 0.2, 0.2] }), { width: 10, height: 10 });
    expect(picturePlan({ ...edge, source: { x: 9.8, y: 9.8, width: 0.4, height: 0.4 } }, false, 10).crop).toEqual({ left: 9, top: 9, width: 1, height: 1 });
  });

  it("draws a project's tiles from their own crops; a split's pieces in their grid, its spacing a share of a tile", () => {
    const product: PrintProduct = DEFAULT_TILE_PRODUCT;
    const t = tile('a', { cropTopLeftX: 100 as never, width: 1200 as never, height: 900 as never, frameColor: 'White' });
    expect(orderedTileOf(t, product)).toMatchObject({ crop: [100, 0, 900, 900], frameColor: 'White', imagePath: 'photos/a.jpg' });
    expect(orderedTileOf({ ...t, imagePath: undefined, width: 0 as never }, product)).toMatchObject({ crop: null, imagePath: '' });
    expect(layoutOfTile(t, product)?.source).toEqual({ x: 100, y: 0, width: 900, height: 900 });
    expect(layoutOfTile({ ...t, imagePath: undefined }, product)).toBeNull();
    expect(layoutOfTile({ ...t, width: 0 as never }, product)).toBeNull();

    const split = createSplitProject(seed('s'), { imagePath: '/files/big.jpg', image: imageSize(3000, 3000), rows: 3, cols: 3 });
    const set = projectPictures({ ...split, tiles: [...split.tiles].reverse() }, product);
    expect(set.grid).toEqual({ rows: 3, cols: 3, gap: 0.5 / 8 });
    expect(set.pictures.map((p) => p.key)).toEqual(split.tiles.map((p) => p.id));
    expect(set.pictures[4]!.layout!.source).toEqual({ x: 1000, y: 1000, width: 1000, height: 1000 });
    const places = gridPlaces(set.grid!, 1);
    expect(places.cells).toHaveLength(9);
    expect(places.aspect).toBeCloseTo(1);
    expect(places.cells[4]!.x).toBeCloseTo((1 + 0.5 / 8) / (3 + 2 * (0.5 / 8)));

    const plain = { ...createProject(seed('p')), tiles: [t] };
    expect(pictureGrid(plain, product)).toBeNull();
    expect(projectPictures(plain, product)).toEqual({ grid: null, pictures: [{ key: 'a', layout: layoutOfTile(t, product), src: 'photos/a.jpg' }] });
    expect(projectPictures({ ...plain, tiles: [{ ...t, imagePath: undefined }] }, product).pictures[0]).toMatchObject({ layout: null, src: '' });
  });
});

describe('a photo turned in its frame (issue 31 item 6)', () => {
  const turned = (rotation: unknown): OrderedTile => ({
    imagePath: 'p',
    crop: [300, 700, 1200, 1200],
    frameColor: 'Black',
    matColor: '#FFFFFF00',
    filter: 'color',
    orientation: 'Portrait',
    ...withRotation(rotation),
  });

  it('the layout measures the source in the turned photo and carries the turn to the plan', () => {
    const layout = tileLayout(DEFAULT_TILE_PRODUCT, turned(90), { width: 2400, height: 1800 });
    expect(layout.image).toEqual({ width: 1800, height: 2400 });
    expect(layout.rotation).toBe(90);
    expect(layout.source).toEqual({ x: 300, y: 700, width: 1200, height: 1200 });
    expect(picturePlan(layout, false, 600).rotation).toBe(90);
    // Unturned (an old tile) the same numbers measure the stored photo.
    const flat = tileLayout(DEFAULT_TILE_PRODUCT, turned(undefined), { width: 2400, height: 1800 });
    expect([flat.image, flat.rotation]).toEqual([{ width: 2400, height: 1800 }, 0]);
    expect(picturePlan({ ...flat, rotation: undefined }, false, 600).rotation).toBe(0);
  });

  it('only a real quarter turn is written on an ordered tile; the tiles a cart sends keep it', () => {
    expect(withRotation(0)).toEqual({});
    expect(withRotation(45)).toEqual({});
    expect(withRotation(270)).toEqual({ rotation: 270 });
    const parsed = parseOrderedTiles(
      JSON.stringify([
        { imagePath: 'a', rotation: 180 },
        { imagePath: 'b', rotation: 'sideways' },
      ]),
    );
    expect(parsed.map((t) => t.rotation)).toEqual([180, undefined]);
  });

  it("a tile's ordered form and its picture carry its turn", () => {
    const t = { ...tile('r', { imagePath: 'p.jpg', width: imagePx(2400), height: imagePx(1800) }), rotation: 90 as const };
    expect(orderedTileOf(t, DEFAULT_TILE_PRODUCT).rotation).toBe(90);
    expect(orderedTileOf(t, DEFAULT_TILE_PRODUCT).crop).toEqual([0, 0, 1800, 1800]);
    expect(layoutOfTile(t, DEFAULT_TILE_PRODUCT)!.image).toEqual({ width: 1800, height: 2400 });
  });
});
