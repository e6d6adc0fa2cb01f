import { configure } from 'mobx';
import { beforeEach, describe, expect, it } from 'vitest';
import { ProjectStore } from '../../src/application/printing/project-store';
import { TilePreviews } from '../../src/application/upload/tile-previews';
import { UploadStore } from '../../src/application/upload/upload-store';
import { buildTestWorld, type TestWorld } from '../fixtures/fakes';

configure({ enforceActions: 'always' });

describe('TilePreviews (issue 31 item 7: each chosen file over its frame until the canvas draws it)', () => {
  it('keeps each file until the canvas names its tile as drawn, and only waits while one is kept', () => {
    const previews = new TilePreviews();
    const a = new File(['a'], 'a.jpg');
    const b = new File(['b'], 'b.jpg');
    expect(previews.waiting).toBe(false);
    previews.show('t1', a);
    previews.show('t2', b);
    expect(previews.waiting).toBe(true);
    expect(previews.fileOf('t1')).toBe(a);
    const before = previews.files;
    // A draw that shows no waited-for tile changes nothing (no re-render of the previews).
    previews.drawn(['t9']);
    expect(previews.files).toBe(before);
    previews.drawn(['t1', 't9']);
    expect([...previews.files.keys()]).toEqual(['t2']);
    expect(previews.fileOf('t1')).toBeUndefined();
    previews.forget('t2');
    expect(previews.waiting).toBe(false);
  });
});

/** A JPEG's first bytes up to its start-of-frame: its tile comes from its header at once. */
let processor: TestWorld['processor'];
const jpeg = (name: string, width: number, height: number) => (
  processor.sizes.set(name, { width, height }),
  new File([new Uint8Array([0xff, 0xd8, 0xff, 0xc0, 0, 17, 8, height >> 8, height & 255, width >> 8, width & 255, 3, ...new Array(40).fill(0)])], name, {
    type: 'image/jpeg',
  })
);

const ticks = async (n = 30) => {
  for (let i = 0; i < n; i++) await new Promise((r) => setTimeout(r, 0));
};

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

describe('UploadStore.previews', () => {
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

  it('holds each chosen file under its tile as soon as the tile is placed, before the photo is processed or sent', async () => {
    const gate = new Promise<void>(() => undefined);
    const files = [jpeg('a.jpg', 1600, 1200), jpeg('b.jpg', 1200, 1600)];
    for (const f of files) world.processor.processGates.set(f.name, gate);
    void uploads.addDeviceFiles(files);
    await ticks();
    expect(world.processor.processed).toEqual([]);
    const ids = projects.active.tiles.map((t) => t.id);
    expect(ids).toHaveLength(2);
    expect(ids.map((id) => uploads.previews.fileOf(id))).toEqual(files);
  });

  it('shows a tile only once its file is known to the picture maker (else the canvas would fetch its local address)', async () => {
    let loaded!: () => void;
    world.processor.keepGate = new Promise<void>((r) => (loaded = r));
    world.processor.processGates.set('a.jpg', new Promise<void>(() => undefined));
    void uploads.addDeviceFiles([jpeg('a.jpg', 1600, 1200)]);
    await ticks();
    expect(projects.active.tiles).toEqual([]);
    expect(uploads.previews.waiting).toBe(false);
    loaded();
    await ticks();
    expect(world.processor.kept.map((k) => k.path)).toEqual([projects.active.tiles[0]!.croppedImageUrl]);
    expect(uploads.previews.fileOf(projects.active.tiles[0]!.id)).toBeDefined();
  });

  it('keeps a preview after its upload lands (the canvas may not be up yet), until the canvas draws the tile', async () => {
    const file = jpeg('a.jpg', 1600, 1200);
    expect(await drive(world, uploads.addDeviceFiles([file]))).toBe('printing');
    const [tile] = projects.active.tiles;
    expect(tile!.imagePath).not.toBe('');
    expect(uploads.photos.entries).toEqual([]);
    expect(uploads.previews.fileOf(tile!.id)).toBe(file);
    uploads.previews.drawn([tile!.id]);
    expect(uploads.previews.waiting).toBe(false);
  });

  it('lets a cancelled photo’s preview go with its tile', async () => {
    world.processor.processGates.set('a.jpg', new Promise<void>(() => undefined));
    void uploads.addDeviceFiles([jpeg('a.jpg', 1600, 1200), jpeg('b.jpg', 1600, 1200)]);
    await ticks();
    const [first, second] = projects.active.tiles.map((t) => t.id);
    uploads.cancel(first!);
    expect(projects.active.tiles.map((t) => t.id)).not.toContain(first);
    expect(uploads.previews.fileOf(first!)).toBeUndefined();
    expect(uploads.previews.fileOf(second!)).toBeDefined();
  });
});
