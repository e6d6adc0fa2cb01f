import { describe, expect, it } from 'vitest';
import { MAT_COLORS } from '../../../src/domain/project';
import { PHOTOS, PrintingHarness } from './harness';

/** Issue 31 item 7: a chosen file lies over its frame, cut as the canvas will cut it, until the canvas draws it. */
describe('PrintingView.previewPlaces', () => {
  it('places a waited-for tile over its frame’s photo area with the cut the canvas draws once its picture is loaded', async () => {
    const h = new PrintingHarness().add(PHOTOS.wide, PHOTOS.tall);
    const first = h.tile(0).id;
    const places = h.view.previewPlaces((id) => id === first);
    expect(places.map((p) => p.tileId)).toEqual([first]);
    expect(places[0]!.photo).toEqual(h.frame(0).photo);
    expect(places[0]!.grayscale).toBe(false);
    // Nothing loaded yet: the canvas shows no picture there.
    expect(h.frame(0).image).toBeNull();
    await h.world.images.settle();
    const { key: _key, ...drawn } = h.frame(0).image!;
    expect(places[0]!.cut).toEqual(drawn);
    // A 3:2 photo in a square frame: its middle two thirds across, all of it down.
    expect(places[0]!.cut).toMatchObject({ v0: 0, v1: 1, rotation: 0 });
    expect(places[0]!.cut.u1 - places[0]!.cut.u0).toBeCloseTo(2 / 3, 3);
  });

  it('follows the mat, the filter, the turn and a crop under way, as the canvas would draw them', () => {
    const h = new PrintingHarness().add(PHOTOS.wide);
    const id = h.tile(0).id;
    const place = () => h.view.previewPlaces((t) => t === id)[0]!;
    const bare = place().photo;
    h.projects.options.setMatColor(MAT_COLORS.gray);
    expect(place().photo).toEqual(h.frame(0).photo);
    expect(place().photo.width).toBeLessThan(bare.width);
    h.projects.options.setFilter('grayScale');
    expect(place().grayscale).toBe(true);
    h.projects.selection.selectTile(id);
    h.key('r');
    expect(place().cut.rotation).toBe(90);
    // A drag still under way moves the cut before the project has it (turned, the photo has room up and down).
    const before = place().cut;
    const start = h.centre(0);
    h.view.interaction.pointerDown({ pointerId: 1, ...start });
    h.view.interaction.pointerMove({ pointerId: 1, x: start.x, y: start.y + 40 });
    expect(h.projects.gestures.gesture).not.toBeNull();
    expect(place().cut).not.toEqual(before);
    h.view.interaction.pointerUp({ pointerId: 1, x: start.x, y: start.y + 40 });
  });

  it('places nothing when no tile is waited for', () => {
    const h = new PrintingHarness().add(PHOTOS.wide);
    expect(h.view.previewPlaces(() => false)).toEqual([]);
  });
});
