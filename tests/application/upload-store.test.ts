import { left, right } from 'fp-ts/Either';
import { configure } from 'mobx';
import { beforeEach, describe, expect, it } from 'vitest';
import { ProjectStore } from '../../src/application/printing/project-store';
import { ShellStore } from '../../src/application/shell/shell-store';
import { StoredPhotoAdder } from '../../src/application/upload/stored-photos';
import { UploadStore } from '../../src/application/upload/upload-store';
import { uploadRetryDelayMs } from '../../src/domain/imaging/upload-rules';
import { buildTestWorld, tenantReady, type TestWorld } from '../fixtures/fakes';

configure({ enforceActions: 'always' });

const JPEG_HEAD = [0xff, 0xd8, 0xff, 0xe0];
const photo = (name: string, bytes = 64) => new File([new Uint8Array(bytes).map((_, i) => JPEG_HEAD[i] ?? 7)], name, { type: 'image/jpeg' });
const heic = (name: string) => new File([new Uint8Array([0, 0, 0, 24, ...[...'ftypheic'].map((c) => c.charCodeAt(0)), 1, 2, 3])], name);

/** Runs the store's work to the end, advancing the fake clock through retry delays. */
async function drive<T>(world: TestWorld, work: Promise<T>, stepMs = 50): Promise<T> {
  let done = false;
  let value: T | undefined;
  void work.then((v) => {
    done = true;
    value = v;
  });
  for (let i = 0; i < 5000 && !done; i++) {
    await new Promise((r) => setTimeout(r, 0));
    if (!done) world.scheduler.advance(stepMs);
  }
  if (!done) throw new Error('the upload never finished');
  return value as T;
}

describe('UploadStore', () => {
  let world: TestWorld;
  let uploads: UploadStore;
  let projects: ProjectStore;
  let shell: ShellStore;

  beforeEach(() => {
    world = buildTestWorld();
    world.scheduler.time = 1_000_000;
    uploads = world.container.get(UploadStore);
    projects = world.container.get(ProjectStore);
    shell = world.container.get(ShellStore);
  });

  const tiles = () => projects.active.tiles;
  const adder = () => world.container.get(StoredPhotoAdder);

  it('uploads device photos into tiles with their stored imagePath and goes to the printing tool', async () => {
    const outcome = await drive(world, uploads.addDeviceFiles([photo('a.jpg'), photo('b.png')]));
    expect(outcome).toBe('printing');
    expect(tiles().map((t) => t.imagePath)).toEqual([
      'http://store.test/files/uploads/tilepix/slot-1.jpg',
      'http://store.test/files/uploads/tilepix/slot-2.jpg',
    ]);
    expect(tiles().every((t) => t.width === 1600 && t.height === 1200 && t.metadata.source === 'device')).toBe(true);
    expect(world.uploader.prepareCalls).toEqual([2]);
    expect(shell.errorDialog).toBeNull();
  });

  it('keeps the order the photos were chosen in, whatever order they finish processing in (issue 31)', async () => {
    const names = ['1.jpg', '2.jpg', '3.jpg', '4.jpg', '5.jpg'];
    const release = new Map<string, () => void>();
    for (const n of names) world.processor.processGates.set(n, new Promise<void>((r) => release.set(n, r)));
    names.forEach((n, i) => world.processor.sizes.set(n, { width: 1000 + i, height: 900 }));
    const work = uploads.addDeviceFiles(names.map((n) => photo(n)));
    for (const n of ['5.jpg', '3.jpg', '1.jpg', '4.jpg', '2.jpg']) {
      await new Promise((r) => setTimeout(r, 0));
      release.get(n)!();
    }
    await drive(world, work);
    // They finished out of order (four lanes: 5.jpg starts once a lane is free)...
    expect(world.processor.processed).toEqual(['3.jpg', '5.jpg', '1.jpg', '4.jpg', '2.jpg']);
    // ...and read in the order chosen.
    expect(tiles().map((t) => t.width)).toEqual([1000, 1001, 1002, 1003, 1004]);
  });

  it('skips zero-byte files and refuses videos and unknown files with messages, uploading the rest', async () => {
    const outcome = await drive(world, uploads.addDeviceFiles([photo('empty.jpg', 0), photo('clip.mp4'), photo('notes.txt'), photo('ok.jpg')]));
    expect(outcome).toBe('printing');
    expect(world.uploader.prepareCalls).toEqual([1]);
    expect(tiles()).toHaveLength(1);
    expect(uploads.notices).toEqual([
      'empty.jpg is empty and was skipped.',
      'clip.mp4 is a video. Tiles are printed from photos, so it was not added.',
      'notes.txt is not a photo we can print. Choose JPG, PNG, GIF, WEBP, BMP, ICO, SVG or HEIC files.',
    ]);
  });

  it('takes HEIC by its bytes and refuses it clearly when the browser cannot decode it', async () => {
    world.processor.refusals.set('IMG_0001.HEIC', 'photo/heic-unsupported');
    const outcome = await drive(world, uploads.addDeviceFiles([heic('IMG_0001.HEIC'), heic('IMG_0002.HEIC')]));
    expect(world.processor.processed).toEqual(['IMG_0001.HEIC', 'IMG_0002.HEIC']);
    expect(outcome).toBe('printing');
    expect(tiles()).toHaveLength(1);
    expect(uploads.notices).toEqual(['IMG_0001.HEIC is a HEIC photo this browser cannot open. Please choose a JPEG or PNG copy of it.']);
  });

  it('sends every original at once and decodes nothing for it; the canvas draws each stored photo from its own file (issue 28)', async () => {
    const files = Array.from({ length: 6 }, (_, i) => photo(`p${i}.jpg`));
    const work = uploads.addDeviceFiles(files);
    for (let i = 0; i < 50 && world.uploader.attempts.length < 6; i++) await new Promise((r) => setTimeout(r, 0));
    // All six posted (more than the 4 lanes): a lane is free once its photo is sent.
    expect(world.uploader.attempts.map((a) => a.fileName)).toEqual(['p0.jpg', 'p1.jpg', 'p2.jpg', 'p3.jpg', 'p4.jpg', 'p5.jpg']);
    expect(await drive(world, work)).toBe('printing');
    expect(uploads.inProgress).toBe(false);
    expect(tiles().every((t) => t.uploadingFull === undefined)).toBe(true);
    // The canvas draws each stored photo from the file chosen, named by its stored path and size.
    const stored = world.processor.kept.filter((k) => k.path.startsWith('http'));
    expect(stored.map((k) => [k.path, k.width, k.height])).toEqual(tiles().map((t) => [t.imagePath, 1600, 1200]));
    expect(stored.every((k, i) => k.photo === files[i])).toBe(true);
  });

  it('asks for slots in batches of at most 100', async () => {
    const files = Array.from({ length: 230 }, (_, i) => photo(`p${i}.jpg`));
    await drive(world, uploads.addDeviceFiles(files));
    expect(world.uploader.prepareCalls).toEqual([100, 100, 30]);
    expect(world.uploader.stored.size).toBe(230);
  });

  it('on a slot failure shows "Unable to start uploading photos" and sends the shopper back to the picker', async () => {
    world.uploader.prepareFailure = { code: 'upload/prepare', status: 500, message: 'boom' };
    const outcome = await drive(world, uploads.addDeviceFiles([photo('a.jpg')]));
    expect(outcome).toBe('photo-picker');
    expect(shell.errorDialog).toEqual({ title: 'Photo Upload Failed', message: 'Unable to start uploading photos' });
    expect(tiles()).toHaveLength(0);
    expect(uploads.inProgress).toBe(false);
    // A page that stays clears the journal once the failure has settled.
    world.scheduler.advance(2000);
    expect(world.storage.get('tpx:tilepix:uploadsInFlight')).toBeNull();
  });

  it('retries 5xx, 429 and network errors and stores every photo exactly once', async () => {
    world.uploader.attempt = (_key, n) => (n === 1 ? 500 : n === 2 ? 'network' : n === 3 ? 429 : 'ok');
    const outcome = await drive(world, uploads.addDeviceFiles([photo('a.jpg'), photo('b.jpg'), photo('c.jpg')]));
    expect(outcome).toBe('printing');
    expect([...world.uploader.stored.values()]).toEqual([1, 1, 1]);
    expect(world.uploader.attempts).toHaveLength(12);
    expect(tiles()).toHaveLength(3);
  });

  it('waits the spec delay before each retry (random part up to 500 ms plus 200 ms per retry)', async () => {
    world.uploader.attempt = (_key, n) => (n <= 2 ? 503 : 'ok');
    const work = uploads.addDeviceFiles([photo('a.jpg')]);
    const attemptsAt = async (ms: number) => {
      for (let i = 0; i < 20; i++) await new Promise((r) => setTimeout(r, 0));
      world.scheduler.advance(ms);
      for (let i = 0; i < 20; i++) await new Promise((r) => setTimeout(r, 0));
      return world.uploader.attempts.length;
    };
    expect(await attemptsAt(0)).toBe(1);
    expect(await attemptsAt(199)).toBe(1); // at least 200 ms before retry 1
    expect(await attemptsAt(uploadRetryDelayMs(1, 0.9999) - 199)).toBe(2);
    expect(await attemptsAt(399)).toBe(2); // at least 400 ms before retry 2
    expect(await attemptsAt(uploadRetryDelayMs(2, 0.9999) - 399)).toBe(3);
    expect(await drive(world, work)).toBe('printing');
  });

  it('does not retry other 4xx answers; a permanent failure shows "{n} of your photos failed to upload." and keeps the rest', async () => {
    world.uploader.attempt = (key) => (key.endsWith('slot-2.jpg') ? 403 : key.endsWith('slot-3.jpg') ? 500 : 'ok');
    const outcome = await drive(world, uploads.addDeviceFiles([photo('a.jpg'), photo('b.jpg'), photo('c.jpg'), photo('d.jpg')]));
    // The failed photos keep their frames, marked for Retry or removal (issue 31 item 7): the shopper stays in the tool.
    expect(outcome).toBe('printing');
    expect(uploads.photos.entries.map((e) => [e.name, e.phase])).toEqual([
      ['b.jpg', 'failed'],
      ['c.jpg', 'failed'],
    ]);
    expect(shell.errorDialog).toEqual({ title: 'Photo Upload Failed', message: '2 of your photos failed to upload.' });
    expect(world.uploader.attempts.filter((a) => a.key.endsWith('slot-2.jpg'))).toHaveLength(1);
    expect(world.uploader.attempts.filter((a) => a.key.endsWith('slot-3.jpg'))).toHaveLength(4);
    expect(tiles().map((t) => t.imagePath)).toEqual([
      'http://store.test/files/uploads/tilepix/slot-1.jpg',
      '',
      '',
      'http://store.test/files/uploads/tilepix/slot-4.jpg',
    ]);
    expect(world.analytics.errors.filter((e) => e.where === 'upload/post')).toHaveLength(2);
  });

  it('shows progress from half of one photo share, steps per photo and resets to 0 one second after finishing', async () => {
    let release!: () => void;
    world.uploader.gate = new Promise((r) => (release = r));
    const work = uploads.addDeviceFiles([photo('a.jpg'), photo('b.jpg'), photo('c.jpg'), photo('d.jpg')]);
    for (let i = 0; i < 20; i++) await new Promise((r) => setTimeout(r, 0));
    expect(uploads.inProgress).toBe(true);
    expect(uploads.progress).toBe(0.125);
    // Tiles are in the project, flagged as uploading (no stored imagePath yet).
    expect(tiles().map((t) => t.imagePath)).toEqual(['', '', '', '']);
    release();
    await work;
    expect(uploads.progress).toBe(1);
    expect(uploads.inProgress).toBe(false);
    world.scheduler.advance(999);
    expect(uploads.progress).toBe(1);
    world.scheduler.advance(1);
    expect(uploads.progress).toBe(0);
  });

  it('logs a face-detection failure only, once per reason', async () => {
    await drive(world, uploads.addDeviceFiles([photo('a.jpg'), photo('b.jpg')]));
    await new Promise((r) => setTimeout(r, 0));
    expect(world.faces.calls).toEqual(['uploads/tilepix/slot-1.jpg', 'uploads/tilepix/slot-2.jpg']);
    expect(world.analytics.errors.map((e) => e.where)).toEqual(['upload/face-detection']);
    expect(shell.errorDialog).toBeNull();
  });

  it('after a reload, tiles that were still uploading are removed and named to add again', async () => {
    world.uploader.gate = new Promise(() => {});
    void uploads.addDeviceFiles([photo('beach.jpg'), photo('party.jpg')]);
    for (let i = 0; i < 20; i++) await new Promise((r) => setTimeout(r, 0));
    world.scheduler.advance(1000); // the project store persists
    const reloaded = buildTestWorld();
    for (const key of world.storage.keys()) reloaded.storage.set(key, world.storage.get(key)!);
    const again = reloaded.container.get(UploadStore);
    expect(again.notices).toEqual(['2 photos were still uploading when the page closed. Please add them again: beach.jpg, party.jpg.']);
    expect(reloaded.container.get(ProjectStore).active.tiles).toHaveLength(0);
    expect(reloaded.storage.get('tpx:tilepix:uploadsInFlight')).toBeNull();
  });

  it('after a reload while photos were still being processed, names them too', async () => {
    world.processor.process = () => new Promise(() => {});
    void uploads.addDeviceFiles([photo('slow.jpg')]);
    for (let i = 0; i < 20; i++) await new Promise((r) => setTimeout(r, 0));
    const reloaded = buildTestWorld();
    for (const key of world.storage.keys()) reloaded.storage.set(key, world.storage.get(key)!);
    expect(reloaded.container.get(UploadStore).notices).toEqual(['1 photo was still uploading when the page closed. Please add it again: slow.jpg.']);
  });

  it('journals the photos chosen before their headers are read: a reload at that moment names them too', async () => {
    const pending = new Promise<ArrayBuffer>(() => {});
    const unread = Object.assign(photo('first.jpg'), { slice: () => ({ arrayBuffer: () => pending }) as unknown as Blob });
    void uploads.addDeviceFiles([unread, photo('second.jpg')]);
    const reloaded = buildTestWorld();
    for (const key of world.storage.keys()) reloaded.storage.set(key, world.storage.get(key)!);
    expect(reloaded.container.get(UploadStore).notices).toEqual([
      '2 photos were still uploading when the page closed. Please add them again: first.jpg, second.jpg.',
    ]);
  });

  it('leaves nothing in the journal when a chosen file cannot be read', async () => {
    const gone = Object.assign(photo('gone.jpg'), {
      slice: () => ({ arrayBuffer: () => Promise.reject(new DOMException('The file could not be read.', 'NotReadableError')) }) as unknown as Blob,
    });
    await expect(uploads.addDeviceFiles([photo('fine.jpg'), gone])).rejects.toThrow('The file could not be read.');
    expect(world.storage.get('tpx:tilepix:uploadsInFlight')).toBeNull();
  });

  it('takes the photos the triage refuses out of the journal at once', async () => {
    world.uploader.gate = new Promise(() => {});
    void uploads.addDeviceFiles([photo('empty.jpg', 0), photo('kept.jpg')]);
    for (let i = 0; i < 20; i++) await new Promise((r) => setTimeout(r, 0));
    const journal = world.storage.get('tpx:tilepix:uploadsInFlight') ?? '';
    expect([journal.includes('kept.jpg'), journal.includes('empty.jpg')]).toEqual([true, false]);
  });

  it('keeps the journal when the page goes away, even if the aborted requests then fail', async () => {
    world.uploader.prepareFailure = { code: 'upload/prepare', message: 'aborted' };
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    const prepare = world.uploader.prepare.bind(world.uploader);
    world.uploader.prepare = async (n) => {
      await held;
      return prepare(n);
    };
    const work = uploads.addDeviceFiles([photo('a.jpg')]);
    for (let i = 0; i < 20; i++) await new Promise((r) => setTimeout(r, 0));
    uploads.freezeJournal();
    release();
    await drive(world, work);
    const reloaded = buildTestWorld();
    for (const key of world.storage.keys()) reloaded.storage.set(key, world.storage.get(key)!);
    expect(reloaded.container.get(UploadStore).notices).toEqual(['1 photo was still uploading when the page closed. Please add it again: a.jpg.']);
  });

  it('leaves no journal behind once every photo landed, or failed and was removed (a failed one is named after a reload until then)', async () => {
    world.uploader.attempt = (key) => (key.endsWith('slot-2.jpg') ? 400 : 'ok');
    await drive(world, uploads.addDeviceFiles([photo('a.jpg'), photo('b.jpg')]));
    expect(world.storage.get('tpx:tilepix:uploadsInFlight')).toContain('b.jpg');
    uploads.cancel(uploads.photos.entries[0]!.tileId!);
    expect(world.storage.get('tpx:tilepix:uploadsInFlight')).toBeNull();
    expect(tiles()).toHaveLength(1);
  });

  it('adds shared-album photos at once as Confetti tiles, reading a missing size with HEAD', async () => {
    world.probe.sizes.set('/files/shared/b.jpg', { width: 800, height: 600 });
    const added = await adder().addAlbumPhotos([
      {
        fileName: 'a.jpg',
        fileNameThumb: 'a_tmb.jpg',
        key: 'shared/a.jpg',
        keyThumb: 'shared/a_tmb.jpg',
        full: '/files/shared/a.jpg',
        thumb: '/files/shared/a_tmb.jpg',
        width: 1200,
        height: 1200,
      },
      {
        fileName: 'b.jpg',
        fileNameThumb: 'b_tmb.jpg',
        key: 'shared/b.jpg',
        keyThumb: 'shared/b_tmb.jpg',
        full: '/files/shared/b.jpg',
        thumb: '/files/shared/b_tmb.jpg',
      },
      {
        fileName: 'c.jpg',
        fileNameThumb: 'c_tmb.jpg',
        key: 'shared/c.jpg',
        keyThumb: 'shared/c_tmb.jpg',
        full: '/files/shared/c.jpg',
        thumb: '/files/shared/c_tmb.jpg',
      },
    ]);
    expect(added).toBe(2);
    expect(tiles().map((t) => [t.imagePath, t.width, t.height, t.metadata.source])).toEqual([
      ['/files/shared/a.jpg', 1200, 1200, 'Confetti'],
      ['/files/shared/b.jpg', 800, 600, 'Confetti'],
    ]);
    expect(uploads.inProgress).toBe(false);
    expect(uploads.notices).toEqual(['/files/shared/c.jpg could not be opened as a photo.']);
  });

  it("the progress bar counts only the shopper's own photos: shared-album photos added meanwhile do not show or move it", async () => {
    let release = () => {};
    world.uploader.gate = new Promise((resolve) => (release = resolve));
    const device = uploads.addDeviceFiles([photo('a.jpg'), photo('b.jpg')]);
    await new Promise((r) => setTimeout(r, 0));
    expect(uploads.inProgress).toBe(true);
    expect(uploads.total).toBe(2);
    await adder().addAlbumPhotos([
      {
        fileName: 'c.jpg',
        fileNameThumb: 'c_tmb.jpg',
        key: 'shared/c.jpg',
        keyThumb: 'shared/c_tmb.jpg',
        full: '/files/shared/c.jpg',
        thumb: '/files/shared/c_tmb.jpg',
        width: 900,
        height: 900,
      },
    ]);
    expect(uploads.total).toBe(2);
    expect(uploads.finished).toBe(0);
    release();
    expect(await drive(world, device)).toBe('printing');
    expect(uploads.inProgress).toBe(false);
    world.scheduler.advance(1000);
    expect(uploads.total).toBe(0);
    await adder().addAlbumPhotos([
      {
        fileName: 'd.jpg',
        fileNameThumb: 'd_tmb.jpg',
        key: 'shared/d.jpg',
        keyThumb: 'shared/d_tmb.jpg',
        full: '/files/shared/d.jpg',
        thumb: '/files/shared/d_tmb.jpg',
        width: 900,
        height: 900,
      },
    ]);
    expect([uploads.total, uploads.inProgress]).toEqual([0, false]);
  });

  it('stops adding at the tenant tile limit with its message', async () => {
    const wg = buildTestWorld({ search: '?tenant=wg' });
    tenantReady(wg);
    const store = wg.container.get(UploadStore);
    const adder = wg.container.get(StoredPhotoAdder);
    const images = Array.from({ length: 14 }, (_, i) => ({ url: `/files/shared/${i}.jpg`, width: 1000, height: 1000 }));
    expect(await adder.add(images, 'QueryParam')).toBe(12);
    expect(store.notices).toHaveLength(1);
  });

  it('a face-detection answer with boxes is handed to the project', async () => {
    world.faces.answer = right([{ Top: 0.1, Left: 0.1, Width: 0.2, Height: 0.2 }]);
    await drive(world, uploads.addDeviceFiles([photo('a.jpg')]));
    expect(world.analytics.errors).toEqual([]);
    world.faces.answer = left({ message: 'x' });
  });
});
