import { describe, expect, it } from 'vitest';
import { placePhoto, uploadFrameOf } from '../../../src/application/printing/place-photo';
import { PHOTOS, PrintingHarness } from './harness';

const GRID = { rows: 2, cols: 2 };
const message = (result: ReturnType<typeof placePhoto>) => (result._tag === 'Left' ? result.left.message : null);

// Issue 36 item 5: the photo dialog's answer is placed by the application, the printing screen only calls it.
describe('placing a chosen photo', () => {
  it('"add" puts it into the next frame and selects it', () => {
    const h = new PrintingHarness().add(PHOTOS.wide);
    expect(message(placePhoto(h.projects.photos, { kind: 'add' }, PHOTOS.square, GRID))).toBeNull();
    expect(h.tiles.map((t) => t.imagePath)).toEqual([PHOTOS.wide.imagePath, PHOTOS.square.imagePath]);
    expect(h.projects.selection.selectedTileId).toBe(h.tile(1).id);
    h.dispose();
  });

  it('"fill" puts it into the empty frame tapped; a frame that holds a photo refuses and nothing changes', () => {
    const h = new PrintingHarness().add(PHOTOS.wide);
    h.projects.options.setLayout(9);
    expect(message(placePhoto(h.projects.photos, { kind: 'fill', frameIndex: 4 }, PHOTOS.square, GRID))).toBeNull();
    expect(h.view.model.tiles.map((t) => t.tileId !== null)).toEqual([true, false, false, false, true, false, false, false, false]);
    const before = h.projects.active;
    const refused = placePhoto(h.projects.photos, { kind: 'fill', frameIndex: 4 }, PHOTOS.tall, GRID);
    expect(message(refused)).toBe('That frame already holds a photo. Choose an empty frame.');
    expect(h.projects.active).toBe(before);
    h.dispose();
  });

  it('"split" starts a split project of the grid asked for; another photo is then refused', () => {
    const h = new PrintingHarness().add(PHOTOS.wide);
    const count = h.projects.projects.length;
    expect(message(placePhoto(h.projects.photos, { kind: 'split' }, PHOTOS.square, { rows: 1, cols: 3 }))).toBeNull();
    expect(h.projects.projects).toHaveLength(count + 1);
    expect(h.projects.active.isSplit).toBe(true);
    expect(h.tiles).toHaveLength(3);
    const before = h.projects.active;
    expect(message(placePhoto(h.projects.photos, { kind: 'add' }, PHOTOS.tall, GRID))).toBe('A split project holds one photo; replace it instead.');
    expect(h.projects.active).toBe(before);
    h.dispose();
  });

  it('"replace" swaps the photo in that frame, keeping its place', () => {
    const h = new PrintingHarness().add(PHOTOS.wide, PHOTOS.tall);
    const id = h.tile(1).id;
    expect(message(placePhoto(h.projects.photos, { kind: 'replace', tileId: id }, PHOTOS.square, GRID))).toBeNull();
    expect(h.tile(1)).toMatchObject({ id, imagePath: PHOTOS.square.imagePath, width: 2000, height: 2000 });
    expect(h.tile(0).imagePath).toBe(PHOTOS.wide.imagePath);
    h.dispose();
  });

  it('a photo from this device goes to the frame tapped, otherwise to the next one', () => {
    expect(uploadFrameOf({ kind: 'fill', frameIndex: 3 })).toEqual({ frameIndex: 3 });
    expect(uploadFrameOf({ kind: 'add' })).toEqual({});
    expect(uploadFrameOf({ kind: 'replace', tileId: 't' })).toEqual({});
    expect(uploadFrameOf({ kind: 'split' })).toEqual({});
  });
});
