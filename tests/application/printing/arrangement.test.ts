import { describe, expect, it } from 'vitest';
import { PHOTOS, PrintingHarness } from './harness';

const ids = (h: PrintingHarness) => h.tiles.map((t) => t.imagePath);

describe('arranging the wall (issue 31 item 1)', () => {
  it('in arrange mode a drag drops a photo on another frame: the two swap, nothing is cropped, the move is heard', () => {
    const h = new PrintingHarness().add(PHOTOS.wide, PHOTOS.square, PHOTOS.tall);
    const crops = h.tiles.map((t) => [t.cropTopLeftX, t.cropTopLeftY]);
    h.view.arrangement.setArranging(true);
    const target = h.centre(2);
    const from = h.centre(0);
    h.drag(0, target.x - from.x, target.y - from.y);
    expect(ids(h)).toEqual([PHOTOS.tall.imagePath, PHOTOS.square.imagePath, PHOTOS.wide.imagePath]);
    expect(h.tiles.map((t) => [t.cropTopLeftX, t.cropTopLeftY])).toEqual([crops[2], crops[1], crops[0]]);
    expect(h.view.announcement).toBe('Photo moved to frame 3 of 3; the photo there moved to frame 1.');
    expect(h.projects.active.hasUnsavedChanges).toBe(true);
  });

  it('out of arrange mode the same drag pans the photo and the order stays', () => {
    const h = new PrintingHarness().add(PHOTOS.wide, PHOTOS.square);
    h.drag(0, 200, 0);
    expect(ids(h)).toEqual([PHOTOS.wide.imagePath, PHOTOS.square.imagePath]);
  });

  it('by keyboard: the selected photo moves with the arrow keys; Escape leaves arrange mode', () => {
    const h = new PrintingHarness().add(PHOTOS.wide, PHOTOS.square, PHOTOS.tall, PHOTOS.small);
    h.view.arrangement.setArranging(true);
    h.projects.selection.selectTile(h.tile(0).id);
    h.key('ArrowRight');
    expect(ids(h)).toEqual([PHOTOS.square.imagePath, PHOTOS.wide.imagePath, PHOTOS.tall.imagePath, PHOTOS.small.imagePath]);
    expect(h.view.announcement).toBe('Photo moved to frame 2 of 4; the photo there moved to frame 1.');
    h.key('ArrowDown');
    expect(h.tiles[3]?.imagePath).toBe(PHOTOS.wide.imagePath);
    h.key('ArrowDown');
    expect(h.view.announcement).toBe('No frame below.');
    // The wheel does not zoom while arranging.
    expect(h.view.interaction.wheel({ ...h.centre(0), deltaY: -100 })).toBe(false);
    h.key('Escape');
    expect(h.view.arrangement.arranging).toBe(false);
  });

  it('a photo moves into an empty frame of a 9-frame layout', () => {
    const h = new PrintingHarness().add(PHOTOS.wide, PHOTOS.square);
    h.projects.options.setLayout(9);
    h.view.arrangement.setArranging(true);
    const empty = h.view.model.tiles[8]!.frame;
    const from = h.centre(0);
    h.drag(0, empty.x + empty.width / 2 - from.x, empty.y + empty.height / 2 - from.y);
    expect(h.view.model.tiles.map((t) => (t.tileId === null ? null : h.tiles.findIndex((x) => x.id === t.tileId)))).toEqual([
      null,
      0,
      null,
      null,
      null,
      null,
      null,
      null,
      1,
    ]);
    expect(h.view.announcement).toBe('Photo moved to frame 9 of 9.');
  });

  it('a split project cannot be arranged', () => {
    const h = new PrintingHarness();
    h.projects.photos.createSplitProject(PHOTOS.square, 2, 2);
    h.view.arrangement.setArranging(true);
    expect(h.view.arrangement.arranging).toBe(false);
  });

  it('an empty frame of the 9-frame layout takes the photo chosen for it; a filled frame refuses (issue 31 item 2)', () => {
    const h = new PrintingHarness().add(PHOTOS.wide);
    h.projects.options.setLayout(9);
    const added = h.projects.photos.addTile(PHOTOS.square, 4);
    expect(added._tag).toBe('Right');
    expect(h.view.model.tiles.map((t) => t.tileId !== null)).toEqual([true, false, false, false, true, false, false, false, false]);
    const refused = h.projects.photos.addTile(PHOTOS.tall, 4);
    expect(refused._tag === 'Left' && refused.left.message).toBe('That frame already holds a photo. Choose an empty frame.');
    expect(h.tiles).toHaveLength(2);
    // The next photo added without a frame takes the first free one.
    h.add(PHOTOS.small);
    expect(h.view.model.tiles[1]?.tileId).toBe(h.tiles.find((t) => t.imagePath === PHOTOS.small.imagePath)?.id);
  });
});

describe('Add to Cart over several projects (issue 31 item 4)', () => {
  it('names the other projects with photos; adding all puts each in the cart and prunes the empty ones', async () => {
    const { CartHandOff } = await import('../../../src/application/printing/cart-hand-off');
    const h = new PrintingHarness().add(PHOTOS.wide, PHOTOS.square);
    const first = h.projects.active.id;
    h.projects.startNewProject();
    h.add(PHOTOS.tall);
    const handOff = h.world.container.get(CartHandOff);
    expect(handOff.others.map((p) => p.id)).toEqual([first]);
    const added = handOff.addAll();
    expect(added).toEqual({ _tag: 'Right', right: 2 });
    expect(h.projects.cartProjects.map((p) => p.tiles.length).toSorted()).toEqual([1, 2]);
    // One fresh project to design, no pile of empty ones.
    expect(h.projects.designing).toHaveLength(1);
    expect(h.projects.active.tiles).toHaveLength(0);
    expect(handOff.others).toEqual([]);
  });

  it('adding this one only leaves the others where they are', () => {
    const h = new PrintingHarness().add(PHOTOS.wide);
    const first = h.projects.active.id;
    h.projects.startNewProject();
    h.add(PHOTOS.tall);
    h.projects.moveActiveToCart();
    expect(h.projects.cartProjects).toHaveLength(1);
    expect(h.projects.designing.map((p) => p.id)).toContain(first);
    expect(h.projects.designing.filter((p) => p.tiles.length === 0)).toHaveLength(1);
  });

  it('is offered only when a photo has another frame to go to: not for one photo alone, yes once its layout has empty frames', () => {
    const h = new PrintingHarness().add(PHOTOS.wide);
    expect(h.view.arrangement.available).toBe(false);
    h.view.arrangement.setArranging(true);
    expect(h.view.arrangement.arranging).toBe(false);
    h.projects.options.setLayout(9);
    expect(h.view.arrangement.available).toBe(true);
  });

  it('the toggle’s corner: the frames keep out of it, and it goes to the bottom when a short last row leaves that corner free', () => {
    const h = new PrintingHarness({ viewport: { width: 790, height: 690 } }).add(PHOTOS.wide, PHOTOS.square, PHOTOS.tall);
    const plain = h.view.model.tiles.map((t) => t.frame);
    h.view.setControlCorner({ width: 188, height: 60 });
    // Three photos in a 2 × 2 grid: the bottom-right cell is empty, so nothing moves.
    expect(h.view.controlCorner).toBe('bottom-right');
    expect(h.view.model.tiles.map((t) => t.frame)).toEqual(plain);
    h.add(PHOTOS.small);
    expect(h.view.controlCorner).toBe('top-right');
    const frames = h.view.model.tiles.map((t) => t.frame);
    expect(frames.every((f) => f.x + f.width <= 790 - 188 || f.y >= 60)).toBe(true);
    // Gone (editing, or nothing to arrange): the frames take the whole canvas again.
    h.view.setControlCorner(null);
    expect(h.view.model.tiles[0]!.frame.y).toBeLessThan(60);
    // A resize keeps the corner.
    h.view.setControlCorner({ width: 188, height: 60 });
    h.view.setViewport({ width: 800, height: 690, pixelRatio: 1 });
    expect(h.view.model.tiles.every((t) => t.frame.x + t.frame.width <= 800 - 188 || t.frame.y >= 60)).toBe(true);
  });
});
