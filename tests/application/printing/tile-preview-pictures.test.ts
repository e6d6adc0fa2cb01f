import { describe, expect, it } from 'vitest';
import { imageRequestsAt, renderImage } from '../../../src/application/printing/tile-pictures';
import { imageKey } from '../../../src/application/printing/tile-image-store';
import { createTile } from '../../../src/domain/project';

const viewport = { width: 800, height: 600, pixelRatio: 1 };
const uploading = { ...createTile({ id: 't1', width: 1600, height: 1200, imagePath: '' }), croppedImageUrl: 'local-preview:1', uploadingFull: true };
const landed = { ...uploading, imagePath: '/files/a.jpg', uploadingFull: undefined };

describe('pictures of a photo still uploading (issue 31 item 7)', () => {
  it('asks for its local preview, never waited for with Loading Images...', () => {
    expect(imageRequestsAt({ tiles: [uploading] }, 300, viewport, 't1')).toEqual([
      { path: 'local-preview:1', maxEdge: 512, variant: 'color', blocking: false },
    ]);
  });

  it('once stored, asks for the stored picture without waiting for it, and drops the preview when it is ready', () => {
    const before = imageRequestsAt({ tiles: [landed] }, 300, viewport, null);
    expect(before.map((r) => [r.path, r.blocking])).toEqual([
      ['/files/a.jpg', false],
      ['local-preview:1', false],
    ]);
    const storedKey = imageKey({ path: '/files/a.jpg', maxEdge: 512, variant: 'color' });
    expect(imageRequestsAt({ tiles: [landed] }, 300, viewport, null, (k) => k === storedKey).map((r) => r.path)).toEqual(['/files/a.jpg']);
  });

  it('waits for no picture with Loading Images... while a photo of the project shows from its file (no second full-screen wait)', () => {
    const stored = createTile({ id: 't0', width: 800, height: 600, imagePath: '/files/b.jpg' });
    expect(imageRequestsAt({ tiles: [stored] }, 300, viewport, null).map((r) => [r.path, r.blocking])).toEqual([['/files/b.jpg', true]]);
    expect(imageRequestsAt({ tiles: [stored, uploading] }, 300, viewport, null).map((r) => [r.path, r.blocking])).toEqual([
      ['/files/b.jpg', false],
      ['local-preview:1', false],
    ]);
  });

  it('draws the stored picture when ready, else the preview, else nothing', () => {
    const previewKey = imageKey({ path: 'local-preview:1', maxEdge: 512, variant: 'color' });
    const storedKey = imageKey({ path: '/files/a.jpg', maxEdge: 512, variant: 'color' });
    expect(renderImage(uploading, 1, 512, false, () => false)).toBeNull();
    expect(renderImage(uploading, 1, 512, false, (k) => k === previewKey)?.key).toBe(previewKey);
    expect(renderImage(landed, 1, 512, false, (k) => k === previewKey)?.key).toBe(previewKey);
    expect(renderImage(landed, 1, 512, false, () => true)?.key).toBe(storedKey);
  });
});
