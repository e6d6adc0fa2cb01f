import { describe, expect, it } from 'vitest';
import { LoadingImages } from '../../../src/application/printing/loading-images';
import { TileImageStore } from '../../../src/application/printing/tile-image-store';
import { buildTestWorld } from '../../fixtures/fakes';

describe("the overlay's count of pictures the shopper waits for (issue 27: without the tile image store in the entry)", () => {
  it('is 0 with no picture store, then follows the blocking loads of the tile image store, until it is disposed', async () => {
    const world = buildTestWorld({}, []);
    const loading = world.container.get(LoadingImages);
    expect(loading.count).toBe(0);
    world.images.photo('/a.jpg', 100, 100).photo('/b.jpg', 100, 100);
    const images = world.container.get(TileImageStore);
    images.retain('grid', [
      { path: '/a.jpg', maxEdge: 200, variant: 'color', blocking: true },
      { path: '/b.jpg', maxEdge: 800, variant: 'grayScale', blocking: false },
    ]);
    expect(loading.count).toBe(1);
    await world.images.settle();
    expect(loading.count).toBe(0);
    images.retain('grid', [{ path: '/b.jpg', maxEdge: 200, variant: 'color', blocking: true }]);
    expect(loading.count).toBe(1);
    images.dispose();
    expect(loading.count).toBe(0);
  });

  it('adds up every store that follows it', () => {
    const loading = new LoadingImages();
    const stopA = loading.follow(() => 2);
    loading.follow(() => 3);
    expect(loading.count).toBe(5);
    stopA();
    stopA();
    expect(loading.count).toBe(3);
  });
});
