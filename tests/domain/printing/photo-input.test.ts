import { describe, expect, it } from 'vitest';
import { metadataOf, newPhotoTile, withPhoto, withStoredPhoto, type PhotoInput } from '../../../src/domain/printing/photo-input';
import { DEFAULT_TILE_OPTIONS } from '../../../src/domain/project';
import { tile } from '../fixtures';

const wide: PhotoInput = { imagePath: 'photos/wide.jpg', width: 3000, height: 2000 };

describe('photo input', () => {
  it('tile metadata keeps only what the photo brought along', () => {
    expect(metadataOf(wide)).toEqual({});
    expect(metadataOf({ ...wide, source: 'Instagram', sourceUrl: 'https://ig/p', variantId: 'v1' })).toEqual({
      source: 'Instagram',
      sourceUrl: 'https://ig/p',
      variantId: 'v1',
    });
  });

  it('a new frame holds the photo centred at scale 1 with the given options and position', () => {
    const t = newPhotoTile(wide, 't1', { positionX: 2, positionY: 1 }, { ...DEFAULT_TILE_OPTIONS, frameColor: 'White' }, 1);
    expect(t).toMatchObject({ id: 't1', imagePath: 'photos/wide.jpg', width: 3000, height: 2000, positionX: 2, positionY: 1, frameColor: 'White', scale: 1 });
    expect([t.cropTopLeftX, t.cropTopLeftY]).toEqual([500, 0]);
    expect(t.uploadingFull).toBeUndefined();
    expect(t.full).toBeUndefined();
  });

  it('a photo still uploading is flagged uploadingFull and keeps its full-size path', () => {
    const t = newPhotoTile({ ...wide, uploading: true, full: 'photos/wide-full.jpg' }, 't1', { positionX: 0, positionY: 0 }, DEFAULT_TILE_OPTIONS, 1);
    expect(t).toMatchObject({ uploadingFull: true, full: 'photos/wide-full.jpg' });
  });

  it("swapping a frame's photo keeps the frame, re-centres at scale 1 and drops what belonged to the old photo", () => {
    const old = tile('a', {
      positionX: 3,
      frameColor: 'Gray',
      scale: 2 as never,
      full: 'old-full',
      isLowRes: true,
      faceCropped: true,
      metadata: { source: 'Local' },
    });
    const swapped = withPhoto(old, { ...wide, source: 'Facebook' }, 1);
    expect(swapped).toMatchObject({
      id: 'a',
      positionX: 3,
      frameColor: 'Gray',
      imagePath: 'photos/wide.jpg',
      width: 3000,
      height: 2000,
      scale: 1,
      cropTopLeftX: 500,
      cropTopLeftY: 0,
    });
    expect(swapped.metadata).toEqual({ source: 'Facebook' });
    expect(swapped.full).toBeUndefined();
    expect(swapped.isLowRes).toBeUndefined();
    expect(swapped.faceCropped).toBeUndefined();
    expect(withPhoto(old, { ...wide, full: 'new-full' }, 1).full).toBe('new-full');
  });

  it('an upload that landed takes the stored path, loses uploadingFull and keeps the framing, scaled to the stored size', () => {
    const preview = tile('a', { width: 1500 as never, height: 1000 as never, cropTopLeftX: 250 as never, cropTopLeftY: 0 as never, uploadingFull: true });
    const stored = withStoredPhoto(preview, { imagePath: 'uploads/a.jpg', width: 3000, height: 2000 });
    expect(stored).toMatchObject({ imagePath: 'uploads/a.jpg', width: 3000, height: 2000, cropTopLeftX: 500, cropTopLeftY: 0 });
    expect(stored.uploadingFull).toBeUndefined();
  });
});
