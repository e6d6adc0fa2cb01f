import { afterEach, describe, expect, it, vi } from 'vitest';
import { LocalPictures } from '../../src/adapters/images/local-pictures';
import { WorkerPhotoProcessor } from '../../src/adapters/photos/worker-photo-processor';
import { warmPort } from '../../src/application/loading/warm-port';

type Job = { id: number; kind: 'process' | 'picture'; file: Blob; maxEdge?: number; width?: number; height?: number };

/** A Worker that keeps what it was sent and answers when the test says so. */
class FakeWorker {
  static all: FakeWorker[] = [];
  onmessage: ((event: { data: unknown }) => void) | null = null;
  received: Job[] = [];
  constructor() {
    FakeWorker.all.push(this);
  }
  postMessage(message: Job) {
    this.received.push(message);
  }
  /** Answers the oldest job; the photo named bad.png cannot be decoded. */
  answer() {
    const job = this.received.shift()!;
    const name = (job.file as File).name;
    if (name === 'bad.png') return this.onmessage?.({ data: { id: job.id, ok: false, message: 'cannot decode' } });
    if (job.kind === 'picture') return this.onmessage?.({ data: { id: job.id, ok: true, picture: new Blob([`${name}@${job.maxEdge}`]) } });
    const full = new Blob(['re-encoded']);
    this.onmessage?.({ data: { id: job.id, ok: true, full, width: 800, height: 600, keptOriginal: false, originalWidth: 800, originalHeight: 600 } });
  }
  terminate() {}
}

/** A JPEG's first bytes: SOI, then a baseline frame header saying 4000 x 3000. */
const jpeg = (name: string) =>
  new File([new Uint8Array([0xff, 0xd8, 0xff, 0xc0, 0x00, 0x11, 0x08, 0x0b, 0xb8, 0x0f, 0xa0, 0x03, ...new Array(40).fill(0)])], name, { type: 'image/jpeg' });
const png = (name: string) =>
  new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...new Array(40).fill(0)])], name, { type: 'image/png' });
const flush = () => new Promise((r) => setTimeout(r, 0));

afterEach(() => {
  vi.unstubAllGlobals();
  FakeWorker.all = [];
});

describe('WorkerPhotoProcessor (issue 28: the original goes out at once; pictures only for what the canvas draws)', () => {
  it('answers a kept original from its header with no worker job at all', async () => {
    vi.stubGlobal('Worker', FakeWorker);
    const processor = new WorkerPhotoProcessor(2);
    const files = Array.from({ length: 5 }, (_, i) => jpeg(`p${i}.jpg`));
    const processed = await Promise.all(files.map((f) => processor.process(f, f.name)));
    expect(processed.map((p, i) => p._tag === 'Right' && [p.right.full === files[i], p.right.width, p.right.height, p.right.keptOriginal])).toEqual(
      Array(5).fill([true, 4000, 3000, true]),
    );
    expect(FakeWorker.all).toEqual([]);
    processor.dispose();
  });

  it('starts its workers when warmed (the photo picker, before a photo is chosen), once; jobs then go to them', async () => {
    vi.stubGlobal('Worker', FakeWorker);
    const processor = new WorkerPhotoProcessor(2);
    await warmPort(processor);
    await warmPort(processor);
    expect(FakeWorker.all).toHaveLength(2);
    const made = processor.process(png('a.png'), 'a.png');
    await flush();
    expect(FakeWorker.all.flatMap((w) => w.received.map((j) => j.kind))).toEqual(['process']);
    for (const w of FakeWorker.all) if (w.received.length > 0) w.answer();
    expect((await made)._tag).toBe('Right');
    expect(FakeWorker.all).toHaveLength(2);
    processor.dispose();
  });

  it('re-encodes a PNG in a worker, and refuses one the browser cannot decode', async () => {
    vi.stubGlobal('Worker', FakeWorker);
    const processor = new WorkerPhotoProcessor(1);
    const good = processor.process(png('a.png'), 'a.png');
    const bad = processor.process(png('bad.png'), 'bad.png');
    for (let i = 0; i < 10; i++) {
      await flush();
      for (const w of FakeWorker.all) if (w.received.length > 0) w.answer();
    }
    const [a, b] = await Promise.all([good, bad]);
    expect(a._tag === 'Right' && [a.right.width, a.right.height, a.right.keptOriginal]).toEqual([800, 600, false]);
    expect(b._tag === 'Left' && [b.left.code, b.left.message]).toEqual(['photo/undecodable', 'bad.png: cannot decode']);
    processor.dispose();
  });

  it('makes a picture only when asked, at the size asked, one job per worker, before any waiting re-encode', async () => {
    vi.stubGlobal('Worker', FakeWorker);
    const registry = new LocalPictures();
    const processor = new WorkerPhotoProcessor(1, registry);
    const photos = [jpeg('p0.jpg'), jpeg('p1.jpg'), jpeg('p2.jpg')];
    photos.forEach((f, i) => processor.keepLocal(`local-preview:${i}`, f, { width: 4000, height: 3000 }));
    // Kept, nothing made (the workers are started, ready for the canvas's asks).
    await flush();
    expect(FakeWorker.all.map((w) => w.received)).toEqual([[]]);
    // A re-encode is waiting in the worker when the canvas asks for two pictures.
    const reencode = processor.process(png('a.png'), 'a.png');
    await flush();
    const asked = [registry.pictureOf('local-preview:2', 512), registry.pictureOf('local-preview:0', 256)];
    const reencode2 = processor.process(png('b.png'), 'b.png');
    await flush();
    await flush();
    const [worker] = FakeWorker.all;
    const order: string[] = [];
    for (let i = 0; i < 10 && worker!.received.length > 0; i++) {
      expect(worker!.received).toHaveLength(1);
      const job = worker!.received[0]!;
      order.push(`${job.kind}:${(job.file as File).name}${job.maxEdge ? `@${job.maxEdge}` : ''}`);
      worker!.answer();
      await flush();
      await flush();
    }
    // The re-encode already running finishes; then the pictures go before the waiting one.
    expect(order).toEqual(['process:a.png', 'picture:p2.jpg@512', 'picture:p0.jpg@256', 'process:b.png']);
    expect(await Promise.all(asked.map(async (p) => (await p)?.text()))).toEqual(['p2.jpg@512', 'p0.jpg@256']);
    await Promise.all([reencode, reencode2]);
    // The stored path of a photo shares its picture: nothing is made again.
    processor.keepLocal('/files/p0.jpg', photos[0]!, { width: 4000, height: 3000 });
    expect(await (await registry.pictureOf('/files/p0.jpg', 256))?.text()).toBe('p0.jpg@256');
    expect(worker!.received).toEqual([]);
    processor.dispose();
  });

  it('starts the grid picture at once for a photo on screen next', async () => {
    vi.stubGlobal('Worker', FakeWorker);
    const registry = new LocalPictures();
    const processor = new WorkerPhotoProcessor(1, registry);
    processor.keepLocal('local-preview:1', jpeg('first.jpg'), { width: 4000, height: 3000 }, { soon: true });
    for (let i = 0; i < 5; i++) await flush();
    const [worker] = FakeWorker.all;
    expect(worker!.received.map((j) => [j.kind, (j.file as File).name, j.maxEdge])).toEqual([['picture', 'first.jpg', 512]]);
    worker!.answer();
    for (let i = 0; i < 5; i++) await flush();
    // The canvas's ask (a small frame: 256 px) is answered by the picture made already.
    expect(await (await registry.pictureOf('local-preview:1', 256))?.text()).toBe('first.jpg@512');
    expect(worker!.received).toEqual([]);
    processor.dispose();
  });
});
