import { afterEach, describe, expect, it, vi } from 'vitest';
import { WorkerPhotoProcessor } from '../../src/adapters/photos/worker-photo-processor';

/** A Worker that keeps what it was sent and answers when the test says so. */
class FakeWorker {
  static all: FakeWorker[] = [];
  onmessage: ((event: { data: unknown }) => void) | null = null;
  received: Array<{ id: number; file: Blob }> = [];
  constructor() {
    FakeWorker.all.push(this);
  }
  postMessage(message: { id: number; file: Blob }) {
    this.received.push(message);
  }
  /** Answers the oldest job; the photo named p1.jpg cannot be decoded. */
  answer() {
    const job = this.received.shift()!;
    const ok = (job.file as File).name !== 'p1.jpg';
    const preview = new Blob(['preview']);
    this.onmessage?.({ data: ok ? { id: job.id, ok, full: job.file, width: 4000, height: 3000, keptOriginal: true, preview, thumbnail: preview, originalWidth: 4000, originalHeight: 3000 } : { id: job.id, ok, message: 'cannot decode' } });
  }
  terminate() {}
}

/** A JPEG's first bytes: SOI, then a baseline frame header saying 4000 x 3000. */
const jpeg = (name: string) => new File([new Uint8Array([0xff, 0xd8, 0xff, 0xc0, 0x00, 0x11, 0x08, 0x0b, 0xb8, 0x0f, 0xa0, 0x03, ...new Array(40).fill(0)])], name, { type: 'image/jpeg' });
const flush = () => new Promise((r) => setTimeout(r, 0));

afterEach(() => {
  vi.unstubAllGlobals();
  FakeWorker.all = [];
});

describe('WorkerPhotoProcessor (issue 28: the original goes out at once, the derivatives beside it)', () => {
  it('answers a kept original from its header before the worker has made anything, and gives each worker one job at a time', async () => {
    vi.stubGlobal('Worker', FakeWorker);
    const processor = new WorkerPhotoProcessor(2);
    const files = Array.from({ length: 5 }, (_, i) => jpeg(`p${i}.jpg`));
    const processed = await Promise.all(files.map((f) => processor.process(f, f.name)));
    expect(processed.map((p) => p._tag === 'Right' && [p.right.full === files[processed.indexOf(p)], p.right.width, p.right.height, p.right.keptOriginal])).toEqual(Array(5).fill([true, 4000, 3000, true]));
    // Two workers, five photos: two jobs out, three waiting here.
    expect(FakeWorker.all.map((w) => w.received.length)).toEqual([1, 1]);
    const derived: string[] = [];
    processed.forEach((p, i) => p._tag === 'Right' && void p.right.derivatives.then((d) => derived.push(`${i}:${d._tag}`)));
    FakeWorker.all[0]!.answer();
    await flush();
    // The worker that answered took the next waiting photo; still one job each.
    expect(FakeWorker.all.map((w) => w.received.length)).toEqual([1, 1]);
    while (FakeWorker.all.some((w) => w.received.length > 0)) {
      for (const w of FakeWorker.all) if (w.received.length > 0) w.answer();
      await flush();
    }
    await flush();
    expect(derived.sort()).toEqual(['0:Right', '1:Left', '2:Right', '3:Right', '4:Right']);
    const refused = processed[1]!;
    const late = refused._tag === 'Right' ? await refused.right.derivatives : null;
    expect(late?._tag === 'Left' && [late.left.code, late.left.message]).toEqual(['photo/undecodable', 'p1.jpg: cannot decode']);
    processor.dispose();
  });
});
