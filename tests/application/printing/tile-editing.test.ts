import { describe, expect, it } from 'vitest';
import { TAP_SLOP_PX } from '../../../src/application/printing/tile-editing';
import { PHOTOS, PrintingHarness } from './harness';

/** Issue 31 item 5: one finger scrolls the page unless the shopper is editing a tile (tap to edit, Done leaves). */
describe('touch on the canvas: tap to edit, swipes are the page', () => {
  const setUp = () => {
    const h = new PrintingHarness();
    h.projects.options.setLayout(3);
    h.add(PHOTOS.wide, PHOTOS.square);
    h.projects.selection.selectTile(null);
    return h;
  };

  it('a tap on a photo selects it and starts editing it; a tap on an empty frame does not', () => {
    const h = setUp();
    const e = h.view.editing;
    const c = h.centre(1);
    e.touchDown({ pointerId: 1, ...c });
    e.touchMove({ pointerId: 1, x: c.x + TAP_SLOP_PX - 1, y: c.y });
    expect(e.touchUp({ pointerId: 1, x: c.x + 3, y: c.y })).toBe(true);
    expect(e.editingTileId).toBe(h.tile(1).id);
    expect(h.projects.selection.selectedTileId).toBe(h.tile(1).id);
    e.leave();
    const empty = h.view.model.tiles[2]!.frame;
    e.touchDown({ pointerId: 2, x: empty.x + 5, y: empty.y + 5 });
    expect(e.touchUp({ pointerId: 2, x: empty.x + 5, y: empty.y + 5 })).toBe(false);
    expect(e.editing).toBe(false);
  });

  it('a swipe (past the 10 px slop), a cancelled finger (the page scrolled) or two fingers start nothing and move no crop', () => {
    const h = setUp();
    const e = h.view.editing;
    const crop = h.crop(0);
    const c = h.centre(0);
    e.touchDown({ pointerId: 1, ...c });
    e.touchMove({ pointerId: 1, x: c.x, y: c.y - 40 });
    expect(e.touchUp({ pointerId: 1, x: c.x, y: c.y })).toBe(false);
    e.touchDown({ pointerId: 2, ...c });
    e.touchCancel(2);
    expect(e.touchUp({ pointerId: 2, ...c })).toBe(false);
    e.touchDown({ pointerId: 3, ...c });
    e.touchDown({ pointerId: 4, x: c.x + 20, y: c.y });
    expect(e.touchUp({ pointerId: 3, ...c })).toBe(false);
    expect(e.touchUp({ pointerId: 4, x: c.x + 20, y: c.y })).toBe(false);
    expect(e.editing).toBe(false);
    expect(h.crop(0)).toEqual(crop);
    expect(h.projects.selection.selectedTileId).toBeNull();
  });

  it('Done leaves editing; an unknown tile is refused and changes nothing', () => {
    const h = setUp();
    const e = h.view.editing;
    expect(e.enter('no-such-tile')).toBe(false);
    expect(e.editing).toBe(false);
    expect(e.enter(h.tile(0).id)).toBe(true);
    h.drag(0, 30, 0);
    e.leave();
    expect(e.editing).toBe(false);
    e.leave();
    expect(e.editing).toBe(false);
  });

  it('editing ends when its tile is removed or arranging starts', () => {
    const h = setUp();
    const e = h.view.editing;
    e.enter(h.tile(0).id);
    h.view.arrangement.setArranging(true);
    expect(e.editing).toBe(false);
    h.view.arrangement.setArranging(false);
    e.enter(h.tile(1).id);
    h.projects.photos.removeTile(h.tile(1).id);
    expect(e.editing).toBe(false);
    h.view.dispose();
  });

  it('the editor shows the edited photo alone in one frame filling the canvas; a drag pans it; Done shows the wall again', () => {
    const h = setUp();
    const e = h.view.editing;
    expect(h.view.model.tiles).toHaveLength(3);
    const small = h.frame(0).frame.width;
    e.enter(h.tile(0).id);
    const [only] = h.view.model.tiles;
    expect(h.view.model.tiles.map((t) => t.tileId)).toEqual([h.tile(0).id]);
    expect(only!.frame.width).toBeGreaterThan(small * 1.5);
    const before = h.crop(0).x;
    h.drag(0, 40, 0);
    expect(h.crop(0).x).toBeLessThan(before);
    // Page Down while editing: the editor moves on to the next photo.
    h.key('PageDown');
    expect(e.editingTileId).toBe(h.tile(1).id);
    expect(h.view.model.tiles.map((t) => t.tileId)).toEqual([h.tile(1).id]);
    e.leave();
    expect(h.view.model.tiles).toHaveLength(3);
    // The layout is the project's still: the editor's view changed nothing in it.
    expect(h.projects.options.layout).toBe(3);
  });

  it('a split project is edited in place (its tiles are one photo)', () => {
    const h = new PrintingHarness();
    h.projects.photos.createSplitProject(PHOTOS.wide, 2, 2);
    h.view.editing.enter(h.tile(0).id);
    expect(h.view.model.tiles).toHaveLength(4);
  });
});
