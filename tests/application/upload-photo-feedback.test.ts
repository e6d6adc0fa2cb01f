import { configure } from 'mobx';
import { beforeEach, describe, expect, it } from 'vitest';
import { ProjectStore } from '../../src/application/printing/project-store';
import { ShellStore } from '../../src/application/shell/shell-store';
import { localPreviewPath } from '../../src/application/upload/local-preview';
import { UploadStore } from '../../src/application/upload/upload-store';
import { buildTestWorld, type TestWorld } from '../fixtures/fakes';

configure({ enforceActions: 'always' });

/** A JPEG's first bytes up to its start-of-frame: enough for its size to be read without decoding (issue 31 item 7). */
let processor: TestWorld['processor'];
/** The processor's answer matches the header, as the worker's does for a JPEG kept as it is. */
const jpeg = (name: string, width: number, height: number) => (
  processor.sizes.set(name, { width, height }),
  new File([new Uint8Array([0xff, 0xd8, 0xff, 0xc0, 0, 17, 8, height >> 8, height & 255, width >> 8, width & 255, 3, ...new Array(40).fill(0)])], name, {
    type: 'image/jpeg',
  })
);

/** A PNG's first bytes: signature and IHDR with its size (the processor re-encodes it to the same size). */
const png = (name: string, width: number, height: number) => {
  processor.sizes.set(name, { width, height });
  const bytes = new Uint8Array(64);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
  new DataView(bytes.buffer).setUint32(16, width);
  new DataView(bytes.buffer).setUint32(20, height);
  return new File([bytes], name, { type: 'image/png' });
};

const ticks = async (n = 30) => {
  for (let i = 0; i < n; i++) await new Promise((r) => setTimeout(r, 0));
};

/** Runs the store's work to the end, advancing the fake clock through retry delays. */
async function drive<T>(world: TestWorld, work: Promise<T>): Promise<T> {
  let done = false;
  let value: T | undefined;
  void work.then((v) => ((done = true), (value = v)));
  for (let i = 0; i < 5000 && !done; i++) {
    await new Promise((r) => setTimeout(r, 0));
    if (!done) world.scheduler.advance(50);
  }
  if (!done) throw new Error('the upload never finished');
  return value as T;
}

describe('UploadStore: per-photo feedback in the tool (issue 31 item 7)', () => {
  let world: TestWorld;
  let uploads: UploadStore;
  let projects: ProjectStore;

  beforeEach(() => {
    world = buildTestWorld();
    world.scheduler.time = 1_000_000;
    processor = world.processor;
    uploads = world.container.get(UploadStore);
    projects = world.container.get(ProjectStore);
  });
  const tiles = () => projects.active.tiles;

  it('asks for the pictures of the first screen of photos at once, and of the others only when the canvas draws them', async () => {
    const names = Array.from({ length: 11 }, (_, i) => `p${i}.jpg`);
    await drive(world, uploads.addDeviceFiles(names.map((n) => jpeg(n, 1600, 1200))));
    const local = world.processor.kept.filter((k) => k.path.startsWith('local-preview:'));
    expect(local.map((k) => k.soon === true)).toEqual([...Array(9).fill(true), false, false]);
  });

  it('puts a chosen PNG in its frame at once too, sized from its IHDR, while it is still being re-encoded', async () => {
    let release!: () => void;
    world.processor.processGates.set('shot.png', new Promise<void>((r) => (release = r)));
    const work = uploads.addDeviceFiles([png('shot.png', 1170, 2532)]);
    await ticks();
    expect(world.processor.processed).toEqual([]);
    expect(tiles().map((t) => [t.width, t.height, t.uploadingFull])).toEqual([[1170, 2532, true]]);
    const [entry] = uploads.photos.entries;
    expect(world.processor.kept.find((k) => k.path === localPreviewPath(entry!.id))).toMatchObject({ width: 1170, height: 2532 });
    release();
    expect(await drive(world, work)).toBe('printing');
    expect(tiles().map((t) => [t.width, t.height, t.uploadingFull])).toEqual([[1170, 2532, undefined]]);
  });

  it('puts each chosen photo in its frame at once, drawn from the file, before it is processed or posted; progress per photo', async () => {
    let release!: () => void;
    world.processor.processGates.set('a.jpg', new Promise<void>((r) => (release = r)));
    let send!: () => void;
    world.uploader.gate = new Promise<void>((r) => (send = r));
    let shown = 0;
    const work = uploads.addDeviceFiles([jpeg('a.jpg', 3000, 2000), jpeg('b.jpg', 1600, 1200)], undefined, { onShown: () => shown++ });
    await ticks();
    // Both tiles are there in the order chosen, still uploading, each with its local preview.
    expect(tiles().map((t) => [t.width, t.height, t.uploadingFull, t.imagePath])).toEqual([
      [3000, 2000, true, ''],
      [1600, 1200, true, ''],
    ]);
    const [first] = uploads.photos.entries;
    expect(tiles()[0]!.croppedImageUrl).toBe(localPreviewPath(first!.id));
    expect(world.processor.kept.find((k) => k.path === localPreviewPath(first!.id))).toMatchObject({ width: 3000, height: 2000 });
    expect(shown).toBeGreaterThanOrEqual(1);
    // a.jpg is still being prepared while b.jpg's bytes have gone out.
    expect(uploads.photos.entries.map((e) => [e.name, e.phase])).toEqual([
      ['a.jpg', 'preparing'],
      ['b.jpg', 'uploading'],
    ]);
    expect(uploads.photos.entries[1]!.progress).toBeGreaterThan(first!.progress);
    expect(first!.progress).toBeGreaterThan(0);
    release();
    send();
    expect(await drive(world, work)).toBe('printing');
    expect(tiles().map((t) => t.imagePath)).toEqual([
      'http://store.test/files/uploads/tilepix/slot-1.jpg',
      'http://store.test/files/uploads/tilepix/slot-2.jpg',
    ]);
    expect(tiles().every((t) => t.uploadingFull === undefined)).toBe(true);
    expect(uploads.photos.entries).toEqual([]);
  });

  it('Cancel stops a photo still uploading: its POST is aborted, its tile goes, the others land and nothing reports a failure', async () => {
    let release!: () => void;
    world.uploader.gate = new Promise<void>((r) => (release = r));
    const work = uploads.addDeviceFiles([jpeg('a.jpg', 800, 600), jpeg('b.jpg', 900, 600), jpeg('c.jpg', 1000, 600)]);
    await ticks();
    expect(uploads.photos.entries.map((e) => e.phase)).toEqual(['uploading', 'uploading', 'uploading']);
    const cancelled = uploads.photos.entries[1]!;
    uploads.cancel(cancelled.tileId!);
    expect(tiles().map((t) => t.width)).toEqual([800, 1000]);
    expect(world.uploader.signals.get('uploads/tilepix/slot-2.jpg')?.aborted).toBe(true);
    release();
    expect(await drive(world, work)).toBe('printing');
    expect(tiles().map((t) => [t.width, t.imagePath])).toEqual([
      [800, 'http://store.test/files/uploads/tilepix/slot-1.jpg'],
      [1000, 'http://store.test/files/uploads/tilepix/slot-3.jpg'],
    ]);
    expect(world.container.get(ShellStore).errorDialog).toBeNull();
    expect(world.storage.get('tpx:tilepix:uploadsInFlight')).toBeNull();
    expect(uploads.inProgress).toBe(false);
  });

  it('Retry sends a failed photo again into a fresh slot; its tile, kept with its preview, then takes the stored photo', async () => {
    world.uploader.attempt = (key) => (key.endsWith('slot-2.jpg') ? 400 : 'ok');
    expect(await drive(world, uploads.addDeviceFiles([jpeg('a.jpg', 800, 600), jpeg('b.jpg', 900, 600)]))).toBe('printing');
    const failed = uploads.photos.entries[0]!;
    expect([failed.name, failed.phase]).toEqual(['b.jpg', 'failed']);
    expect(tiles()[1]!.croppedImageUrl).toBe(localPreviewPath(failed.id));
    expect(await drive(world, uploads.retry(failed.tileId!))).toBe('uploaded');
    expect(world.uploader.prepareCalls).toEqual([2, 1]);
    expect(tiles().map((t) => t.imagePath)).toEqual([
      'http://store.test/files/uploads/tilepix/slot-1.jpg',
      'http://store.test/files/uploads/tilepix/slot-3.jpg',
    ]);
    expect(uploads.photos.entries).toEqual([]);
    expect(world.storage.get('tpx:tilepix:uploadsInFlight')).toBeNull();
    // Nothing to retry any more.
    expect(await uploads.retry(failed.tileId!)).toBe('cancelled');
  });

  it('a retry that fails again leaves the photo failed, ready for another try', async () => {
    world.uploader.attempt = (key) => (key.endsWith('slot-1.jpg') || key.endsWith('slot-2.jpg') ? 400 : 'ok');
    await drive(world, uploads.addDeviceFiles([jpeg('a.jpg', 800, 600)]));
    const tileId = uploads.photos.entries[0]!.tileId!;
    expect(await drive(world, uploads.retry(tileId))).toBe('failed');
    expect(uploads.photos.entries.map((e) => e.phase)).toEqual(['failed']);
    expect(await drive(world, uploads.retry(tileId))).toBe('uploaded');
    expect(tiles()[0]!.imagePath).toBe('http://store.test/files/uploads/tilepix/slot-3.jpg');
  });

  it('a refused file gets a clear message and its early tile goes; the others land', async () => {
    world.processor.refusals.set('broken.jpg', 'photo/undecodable');
    const outcome = await drive(world, uploads.addDeviceFiles([jpeg('broken.jpg', 800, 600), jpeg('good.jpg', 900, 600)]));
    expect(outcome).toBe('printing');
    expect(uploads.notices).toEqual(['broken.jpg could not be opened as a photo.']);
    expect(tiles().map((t) => t.width)).toEqual([900]);
    expect(uploads.photos.entries).toEqual([]);
  });

  it('a slot failure takes the early tiles out again', async () => {
    world.uploader.prepareFailure = { code: 'upload/prepare', message: 'down' };
    expect(await drive(world, uploads.addDeviceFiles([jpeg('a.jpg', 800, 600)]))).toBe('photo-picker');
    expect(tiles()).toEqual([]);
    expect(uploads.photos.entries).toEqual([]);
  });
});
