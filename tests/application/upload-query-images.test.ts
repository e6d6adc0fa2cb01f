import { left, right } from 'fp-ts/Either';
import { configure } from 'mobx';
import { beforeEach, describe, expect, it } from 'vitest';
import { ProjectStore } from '../../src/application/printing/project-store';
import { StoredPhotoAdder } from '../../src/application/upload/stored-photos';
import { UploadStore } from '../../src/application/upload/upload-store';
import type { ImageBlobFetcher } from '../../src/application/ports/image-blob-fetcher';
import { QueryImageImporter, queryImageFileName } from '../../src/application/upload/query-images';
import { buildTestWorld, type TestWorld } from '../fixtures/fakes';

configure({ enforceActions: 'always' });

const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, ...Array(60).fill(7)]);

class FakeBlobs implements ImageBlobFetcher {
  readonly blobs = new Map<string, Blob>();
  readonly fetched: string[] = [];
  async fetchBlob(url: string) {
    this.fetched.push(url);
    const blob = this.blobs.get(url);
    return blob ? right(blob) : left({ message: `GET ${url}: HTTP 404` });
  }
}

describe('queryImageFileName', () => {
  it('keeps a known extension, adds the media type one otherwise', () => {
    expect(queryImageFileName('https://cdn.example/p/beach%20day.JPG?x=1', 'image/jpeg')).toBe('beach-day.JPG');
    expect(queryImageFileName('https://cdn.example/render?id=3', 'image/png')).toBe('render.png');
    expect(queryImageFileName('https://cdn.example/', 'image/webp; q=1')).toBe('image.webp');
    expect(queryImageFileName('https://cdn.example/x', 'application/octet-stream')).toBe('x');
    expect(queryImageFileName('https://cdn.example/%E0%A4%A.png', 'image/png')).toBe('-E0-A4-A.png');
  });
});

describe('QueryImageImporter', () => {
  let world: TestWorld;
  let uploads: UploadStore;
  let projects: ProjectStore;
  let blobs: FakeBlobs;
  let importer: QueryImageImporter;

  beforeEach(() => {
    world = buildTestWorld();
    uploads = world.container.get(UploadStore);
    projects = world.container.get(ProjectStore);
    blobs = new FakeBlobs();
    importer = new QueryImageImporter(uploads, world.container.get(StoredPhotoAdder), world.probe, blobs);
  });

  it('an address in our storage (HEAD answers the size) becomes a QueryParam tile at once, with no download', async () => {
    world.probe.sizes.set('/files/shared/a.jpg', { width: 1000, height: 800 });
    expect(await importer.add(['/files/shared/a.jpg'])).toBe('printing');
    expect(projects.active.tiles.map((t) => [t.imagePath, t.width, t.height, t.metadata.source, t.metadata.sourceUrl])).toEqual([
      ['/files/shared/a.jpg', 1000, 800, 'QueryParam', '/files/shared/a.jpg'],
    ]);
    expect(blobs.fetched).toEqual([]);
    expect(world.uploader.prepareCalls).toEqual([]);
  });

  it('any other address is fetched as a blob and uploaded like a device photo, keeping its address as sourceUrl', async () => {
    blobs.blobs.set('https://cdn.example/render?id=3', new Blob([JPEG], { type: 'image/jpeg' }));
    const outcome = importer.add(['https://cdn.example/render?id=3']);
    expect(await outcome).toBe('printing');
    expect(world.processor.processed).toEqual(['render.jpg']);
    expect(world.uploader.prepareCalls).toEqual([1]);
    expect(projects.active.tiles.map((t) => [t.imagePath, t.metadata.source, t.metadata.sourceUrl])).toEqual([
      ['http://store.test/files/uploads/tilepix/slot-1.jpg', 'QueryParam', 'https://cdn.example/render?id=3'],
    ]);
  });

  it('an address that can be neither sized nor fetched is named in a notice; the others still arrive', async () => {
    world.probe.sizes.set('/files/shared/a.jpg', { width: 1000, height: 800 });
    expect(await importer.add(['/files/shared/a.jpg', 'https://cdn.example/gone.jpg'])).toBe('printing');
    expect(projects.active.tiles).toHaveLength(1);
    expect(uploads.notices).toEqual(['https://cdn.example/gone.jpg could not be opened as a photo.']);
    expect(await importer.add(['https://cdn.example/gone.jpg'])).toBe('photo-picker');
  });

  it('handles the launch query once per page load', async () => {
    world.probe.sizes.set('/files/shared/a.jpg', { width: 1000, height: 800 });
    expect(importer.addFromLaunch([])).toBeNull();
    expect(await importer.addFromLaunch(['/files/shared/a.jpg'])).toBe('printing');
    expect(importer.addFromLaunch(['/files/shared/a.jpg'])).toBeNull();
    expect(projects.active.tiles).toHaveLength(1);
  });
});
