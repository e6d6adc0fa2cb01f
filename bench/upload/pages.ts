/**
 * The two upload peers, bundled for the benchmark page (bench/upload/upload-bench.ts builds this
 * with esbuild). `window.tpxBench` exposes: make(count) to draw the test photos, and the two runs.
 */
import 'reflect-metadata';
import { right } from 'fp-ts/Either';
import Uppy from '@uppy/core';
import AwsS3 from '@uppy/aws-s3';
import { HttpPhotoUploader } from '../../src/adapters/photos/http-photo-uploader';
import { MainApiTransport } from '../../src/adapters/main-api/transport';
import { WorkerPhotoProcessor } from '../../src/adapters/photos/worker-photo-processor';
import { TenantLocalRecords } from '../../src/adapters/storage/tenant-local-records';
import type { Scheduler } from '../../src/application/ports/scheduler';
import type { ProjectStore } from '../../src/application/printing/project-store';
import { UploadStore } from '../../src/application/upload/upload-store';
import type { ShellStore } from '../../src/application/shell/shell-store';

declare global {
  interface Window {
    tpxBench: {
      make(count: number, width: number, height: number): Promise<number>;
      runPipeline(): Promise<{ ms: number; uploaded: number; outcome: string }>;
      runUppy(): Promise<{ ms: number; uploaded: number }>;
      processOnly(): Promise<{ ms: number; sizes: string[] }>;
      uploadOnly(): Promise<{ ms: number; uploaded: number }>;
      longestTask(): number;
      resetLongTasks(): void;
    };
  }
}

let files: File[] = [];
let longest = 0;
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) longest = Math.max(longest, entry.duration);
}).observe({ type: 'longtask', buffered: false });

/** Photo-like 12 MP JPEGs drawn natively: gradients, discs and fine stripes (so they compress like photos). */
async function make(count: number, width: number, height: number): Promise<number> {
  files = [];
  let bytes = 0;
  const canvas = new OffscreenCanvas(width, height);
  const ctx = canvas.getContext('2d')!;
  for (let i = 0; i < count; i++) {
    const g = ctx.createLinearGradient(0, 0, width, height);
    g.addColorStop(0, `hsl(${(i * 37) % 360} 70% 60%)`);
    g.addColorStop(1, `hsl(${(i * 37 + 120) % 360} 60% 30%)`);
    ctx.fillStyle = g;
    ctx.fillRect(0, 0, width, height);
    for (let d = 0; d < 40; d++) {
      ctx.fillStyle = `hsl(${(i * 13 + d * 29) % 360} 80% ${30 + (d % 5) * 10}% / 0.6)`;
      ctx.beginPath();
      ctx.arc((d * 977 + i * 131) % width, (d * 613 + i * 71) % height, 80 + ((d * 53) % 400), 0, Math.PI * 2);
      ctx.fill();
    }
    ctx.fillStyle = 'rgb(0 0 0 / 0.08)';
    for (let x = 0; x < width; x += 6) ctx.fillRect(x, 0, 2, height);
    const blob = await canvas.convertToBlob({ type: 'image/jpeg', quality: 0.92 });
    bytes += blob.size;
    files.push(new File([blob], `bench-${i}.jpg`, { type: 'image/jpeg', lastModified: Date.now() }));
  }
  return bytes;
}

const settings = { apiBase: '/api/', version: 'bench' };

/** Our pipeline as the app runs it: UploadStore with the worker processor and presigned uploader. */
async function runPipeline() {
  let uploaded = 0;
  // Only the parts of the project store the pipeline touches: its photos and the active project's tiles.
  const projects = {
    photos: {
      addTile: () => right({ id: `t${Math.random()}` }),
      completeUpload: () => void uploaded++,
      removeTile: () => {},
      cropTileToFaces: () => {},
      keepChosenOrder: () => {},
    },
    active: { tiles: [] },
  } as unknown as ProjectStore;
  const memory = new Map<string, string>();
  const scheduler: Scheduler = {
    now: () => Date.now(),
    every: () => () => {},
    after: (ms, task) => {
      const id = setTimeout(task, ms);
      return () => clearTimeout(id);
    },
  };
  const kv = {
    get: (k: string) => memory.get(k) ?? null,
    set: (k: string, v: string) => (memory.set(k, v), true),
    remove: (k: string) => void memory.delete(k),
    keys: () => [...memory.keys()],
  };
  const store = new UploadStore(
    new HttpPhotoUploader(new MainApiTransport({ settings, tenantId: 'tilepix', tokens: { current: () => null } })),
    new WorkerPhotoProcessor(),
    { detect: async () => right([]) },
    projects.photos,
    { showError: (d: unknown) => console.warn('error dialog', d) } as unknown as ShellStore,
    scheduler,
    new TenantLocalRecords(kv, 'tilepix', scheduler),
    { track: () => {}, reportError: (e) => console.warn(e), push: () => {}, loadTagManager: () => {} },
  );
  const start = performance.now();
  const outcome = await store.addDeviceFiles(files);
  return { ms: performance.now() - start, uploaded, outcome };
}

/**
 * The peer, like for like (issue 28): @uppy/core + @uppy/aws-s3 POSTing the same original files to the
 * same presigned slots (the pipeline keeps an upright JPEG original byte for byte since issue 28, so
 * the peer no longer re-encodes through @uppy/compressor).
 */
async function runUppy() {
  const start = performance.now();
  const prepared: Array<{ url: string; fields: Record<string, string> }> = [];
  const uppy = new Uppy({ autoProceed: false }).use(AwsS3, {
    shouldUseMultipart: false,
    limit: 4,
    signRequest: async () => {
      if (prepared.length === 0) {
        const res = await fetch('/api/v1/photos/prepare?tenantId=tilepix', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ quantity: 100 }),
        });
        prepared.push(...((await res.json()) as { slots: Array<{ url: string; fields: Record<string, string> }> }).slots);
      }
      const slot = prepared.shift()!;
      // Our server answers same-origin slot paths ('/files'); Uppy builds the stored object's address
      // with `new URL(url)`, which throws on a path after the POST has landed and counts the file as
      // failed. Resolved against the page, as our own uploader resolves it (HttpPhotoUploader).
      return { url: new URL(slot.url, location.href).href, fields: slot.fields };
    },
  });
  uppy.addFiles(files.map((f) => ({ name: f.name, type: f.type, data: f })));
  const result = await uppy.upload();
  uppy.destroy();
  return { ms: performance.now() - start, uploaded: result?.successful?.length ?? 0 };
}

async function processOnly() {
  const processor = new WorkerPhotoProcessor();
  const start = performance.now();
  const results = await Promise.all(files.map((f) => processor.process(f, f.name)));
  const ms = performance.now() - start;
  processor.dispose();
  return {
    ms,
    sizes: results.map((r) => (r._tag === 'Right' ? `${r.right.width}x${r.right.height} ${(r.right.full.size / 1024).toFixed(0)}KB` : r.left.message)),
  };
}

/** Our uploader alone (no worker, no derivatives), 4 at a time: what the POSTs themselves cost the page. */
async function uploadOnly() {
  const uploader = new HttpPhotoUploader(new MainApiTransport({ settings, tenantId: 'tilepix', tokens: { current: () => null } }));
  const start = performance.now();
  const slots = await uploader.prepare(files.length);
  if (slots._tag === 'Left') throw new Error(slots.left.message);
  let next = 0;
  let uploaded = 0;
  const lane = async () => {
    while (next < files.length) {
      const i = next++;
      if ((await uploader.upload(slots.right[i]!, files[i]!, files[i]!.name))._tag === 'Right') uploaded++;
    }
  };
  await Promise.all([lane(), lane(), lane(), lane()]);
  return { ms: performance.now() - start, uploaded };
}

window.tpxBench = {
  make,
  uploadOnly,
  processOnly,
  runPipeline,
  runUppy,
  longestTask: () => longest,
  resetLongTasks: () => void (longest = 0),
};
