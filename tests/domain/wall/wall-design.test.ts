import { describe, expect, it } from 'vitest';
import { DEFAULT_TILE_PRODUCT } from '../../../src/domain/printing/print-product';
import { createProject, createSplitProject } from '../../../src/domain/project';
import { LAYOUT_METADATA_KEY } from '../../../src/domain/project/frame-layout';
import { imageSize } from '../../../src/domain/units';
import { frameChoicesOf, tilesInFrame, wallDesignOf } from '../../../src/domain/wall/wall-design';
import { roomScale, roomSrc, WALL_ROOMS } from '../../../src/domain/wall/rooms';
import { seed, tile } from '../fixtures';

describe("a project's design for the wall (issue 35 item 1)", () => {
  it("takes each tile with a photo at its frame's place in the layout, with the project's spacing and the product's inches", () => {
    const project = {
      ...createProject(seed('p')),
      metadata: { [LAYOUT_METADATA_KEY]: 9 },
      tiles: [tile('a'), tile('b', { frameColor: 'Black' }), tile('c', { imagePath: undefined })],
    };
    const design = wallDesignOf(project, DEFAULT_TILE_PRODUCT);
    expect(design.tiles.map((t) => t.key)).toEqual(['a', 'b']);
    expect(design.tiles[0]).toMatchObject({ src: 'photos/a.jpg', position: { positionX: 0, positionY: 0 } });
    expect(design.tiles[1]!.position).toEqual({ positionX: 1, positionY: 0 });
    // A stored photo is drawn on the wall from its display-size derivative (issue 28 item 4), never the original.
    const stored = wallDesignOf({ ...project, tiles: [tile('s', { imagePath: '/files/uploads/tilepix/s.jpg' })] }, DEFAULT_TILE_PRODUCT);
    expect(stored.tiles[0]!.src).toMatch(/^\/api\/v1\/images\/sized\?src=%2Ffiles%2Fuploads%2Ftilepix%2Fs\.jpg&edge=\d+$/);
    expect(design.tiles[0]!.layout.frameHex).toBe('#000000');
    expect(design).toMatchObject({ tileSpacingInches: 1, productInches: { width: 8, height: 8 }, frame: 'Black' });
    expect(design.frames).toEqual([
      { name: 'Black', hex: '#000000' },
      { name: 'White', hex: '#F5F5F5' },
      { name: 'Gray', hex: '#B8B8B8' },
    ]);
  });

  it("keeps each tile's own frame when they differ, and a split's half-inch spacing", () => {
    const mixed = { ...createProject(seed('m')), tiles: [tile('a', { frameColor: 'White' }), tile('b')] };
    expect(wallDesignOf(mixed, DEFAULT_TILE_PRODUCT).frame).toBeNull();
    const split = createSplitProject(seed('s'), { imagePath: 'photos/s.jpg', image: imageSize(2400, 1200), rows: 1, cols: 2 });
    const design = wallDesignOf(split, DEFAULT_TILE_PRODUCT);
    expect(design.tileSpacingInches).toBe(0.5);
    expect(design.tiles.map((t) => t.position)).toEqual([
      { positionX: 0, positionY: 0 },
      { positionX: 1, positionY: 0 },
    ]);
    expect(wallDesignOf({ ...mixed, tileSpacing: -1 }, DEFAULT_TILE_PRODUCT).tileSpacingInches).toBe(0);
  });

  it('offers only the variants that are frame colours', () => {
    expect(
      frameChoicesOf({
        variants: [
          { id: 'x', name: 'Walnut', price: 0 as never, sku: 'X' },
          { id: 'y', name: 'gray', price: 0 as never, sku: 'Y' },
        ],
      }),
    ).toEqual([{ name: 'gray', hex: '#B8B8B8' }]);
  });

  it("draws every tile in the chosen frame colour; null or an unknown colour keeps each tile's own", () => {
    const design = wallDesignOf({ ...createProject(seed('f')), tiles: [tile('a'), tile('b', { frameColor: 'White' })] }, DEFAULT_TILE_PRODUCT);
    expect(tilesInFrame(design, 'gray').map((t) => t.layout.frameHex)).toEqual(['#B8B8B8', '#B8B8B8']);
    expect(tilesInFrame(design, 'White')[1]).toBe(design.tiles[1]);
    expect(tilesInFrame(design, null)).toBe(design.tiles);
    expect(tilesInFrame(design, 'Walnut')).toBe(design.tiles);
  });
});

describe('the seeded rooms', () => {
  it('each has a reference of known width whose drawn span gives its scale, and is served from the file store', () => {
    expect(WALL_ROOMS.map((r) => r.id)).toEqual(['living-room', 'hallway', 'bedroom']);
    const [living, hall, bed] = WALL_ROOMS;
    expect(roomScale(living!)).toBeCloseTo(874 / 84, 6);
    expect(roomScale(hall!)).toBeCloseTo(10, 2);
    expect(roomScale(bed!)).toBe(11);
    expect(roomSrc(living!)).toBe('/files/rooms/living-room.png');
    for (const room of WALL_ROOMS) {
      expect(room.reference.x1).toBeLessThanOrEqual(room.size.width);
      expect(room.hang.y).toBeLessThan(room.floorY);
    }
  });
});
