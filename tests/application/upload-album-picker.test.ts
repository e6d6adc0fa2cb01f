import { left, right } from 'fp-ts/Either';
import type { SharedImage } from '../../src/application/ports/main-api';
import { configure } from 'mobx';
import { describe, expect, it } from 'vitest';
import { AlbumPickerStore, queryImageUrls } from '../../src/application/upload/album-picker-store';
import { buildTestWorld } from '../fixtures/fakes';

configure({ enforceActions: 'always' });

describe('AlbumPickerStore', () => {
  it('loads the public albums, opens the first and keeps the selection in picking order', async () => {
    const world = buildTestWorld();
    const image = (n: number): SharedImage => ({
      fileName: `IMG_${n}.jpg`,
      fileNameThumb: `IMG_${n}_tmb.jpg`,
      key: `shared/trip/IMG_${n}.jpg`,
      keyThumb: `shared/trip/IMG_${n}_tmb.jpg`,
      full: `/files/shared/trip/IMG_${n}.jpg`,
      thumb: `/files/shared/trip/IMG_${n}_tmb.jpg`,
    });
    world.api.getPublicAlbums = async () =>
      right([
        { name: 'Trip', images: [image(1), image(2)] },
        { name: 'Home', images: [image(3)] },
      ]);
    const albums = world.container.get(AlbumPickerStore);
    await albums.load();
    if (albums.state.status !== 'ready') throw new Error(`expected albums, got ${albums.state.status}`);
    const first = albums.state.albums[0]!;
    expect(albums.openAlbum).toBe(first.name);
    const [a, b] = first.images;
    albums.toggle(b!);
    albums.toggle(a!);
    expect(albums.selection.map((i) => i.key)).toEqual([b!.key, a!.key]);
    albums.toggle(b!);
    expect(albums.selection.map((i) => i.key)).toEqual([a!.key]);
    albums.clear();
    expect(albums.selection).toEqual([]);
    albums.open('Home');
    expect(albums.openAlbum).toBe('Home');
  });

  it('says so when the albums cannot be loaded', async () => {
    const world = buildTestWorld();
    world.api.getPublicAlbums = async () => left({ code: 'api/server', status: 500, message: 'down' });
    const albums = world.container.get(AlbumPickerStore);
    await albums.load();
    expect(albums.state).toEqual({ status: 'failed', message: 'The shared albums could not be loaded. Please try again later.' });
  });
});

describe('queryImageUrls', () => {
  it('takes http(s) and same-origin image addresses, nothing else', () => {
    expect(
      queryImageUrls(
        'image=https%3A%2F%2Fcdn.example%2Fa.jpg&image=%2Ffiles%2Fshared%2Fb.jpg&image=javascript%3Aalert(1)&image=%2F%2Fevil.example%2Fc.jpg&x=1',
      ),
    ).toEqual(['https://cdn.example/a.jpg', '/files/shared/b.jpg']);
    expect(queryImageUrls('')).toEqual([]);
  });
});
