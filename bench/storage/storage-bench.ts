/**
 * Storage benchmark (issue 21): the upload wall time of 100 photos of 12 megapixels (4000 × 3000
 * JPEGs) through presigned POST slots, into the local disk store (POST /files on our server: policy
 * check, streamed write, one row) and into S3 (the browser's POST straight to the bucket, here the
 * in-process S3 emulator), in the same run, 4 uploads at a time over loopback.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Raster } from '../../server/seed/images/raster';
import { startS3Emulator } from '../../tests/support/s3-emulator';
import { startServerProcess, type ServerProcess } from '../../tests/support/server-process';

export interface StorageBenchReport {
  readonly photos: number;
  readonly photoMb: number;
  readonly diskMs: number;
  readonly s3Ms: number;
}

const PHOTOS = 100;
const CONCURRENCY = 4;

/**
 * One 12-megapixel JPEG of about a phone photo's size (3-5 MB): gradients with sensor-like grain,
 * since a smooth picture compresses to a fraction of what a camera sends.
 */
function twelveMegapixelJpeg(): Buffer {
  const raster = new Raster(4000, 3000);
  let seed = 12345;
  const grain = () => ((seed = (seed * 1103515245 + 12345) & 0x7fffffff) % 48) - 24;
  const clamp = (n: number) => Math.max(0, Math.min(255, Math.round(n)));
  raster.fill([0, 0, 1, 1], (u, v) => [clamp(255 * u + grain()), clamp(255 * v + grain()), clamp(128 + 127 * Math.sin(u * 40) * Math.cos(v * 30) + grain())]);
  return raster.toJpeg(92);
}

async function uploadAll(server: ServerProcess, photo: Buffer): Promise<number> {
  const prepared = await fetch(`${server.origin}/api/v1/photos/prepare?tenantId=tilepix`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ quantity: PHOTOS }),
  });
  if (!prepared.ok) throw new Error(`prepare answered ${prepared.status}: ${await prepared.text()}`);
  const { slots } = (await prepared.json()) as { slots: Array<{ url: string; fields: Record<string, string> }> };
  const started = performance.now();
  let nextSlot = 0;
  const worker = async () => {
    while (nextSlot < slots.length) {
      const slot = slots[nextSlot++]!;
      const form = new FormData();
      for (const [k, v] of Object.entries(slot.fields)) form.append(k, v);
      form.append('file', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'photo.jpg');
      const res = await fetch(slot.url, { method: 'POST', body: form });
      if (res.status !== 201) throw new Error(`upload answered ${res.status}: ${await res.text()}`);
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return performance.now() - started;
}

export async function storageReport(dist: string): Promise<StorageBenchReport> {
  const photo = twelveMegapixelJpeg();
  const emulator = await startS3Emulator({ bucket: 'tilepix-bench' });
  const dataDirs = [mkdtempSync(path.join(tmpdir(), 'tpx-bench-disk-')), mkdtempSync(path.join(tmpdir(), 'tpx-bench-s3-'))];
  const servers: ServerProcess[] = [];
  try {
    const disk = await startServerProcess(dist, { NODE_ENV: 'test', DATA_DIR: dataDirs[0]! });
    servers.push(disk);
    const s3 = await startServerProcess(dist, { NODE_ENV: 'test', DATA_DIR: dataDirs[1]!, ...emulator.env });
    servers.push(s3);
    const diskMs = await uploadAll(disk, photo);
    const s3Ms = await uploadAll(s3, photo);
    return { photos: PHOTOS, photoMb: photo.byteLength / 1024 / 1024, diskMs, s3Ms };
  } finally {
    for (const server of servers) await server.stop();
    await emulator.close();
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
  }
}

export function storageSection(r: StorageBenchReport): string[] {
  const mbps = (ms: number) => ((r.photos * r.photoMb) / (ms / 1000)).toFixed(1);
  return [
    `## Storage: ${r.photos} photos of 12 MP (${r.photoMb.toFixed(1)} MB JPEG each), presigned POSTs, ${CONCURRENCY} at a time`,
    '',
    '| store | wall time | throughput |',
    '| --- | ---: | ---: |',
    `| local disk (POST /files on our server) | ${(r.diskMs / 1000).toFixed(2)} s | ${mbps(r.diskMs)} MB/s |`,
    `| S3 (POST straight to the bucket: the in-process s3rver emulator) | ${(r.s3Ms / 1000).toFixed(2)} s | ${mbps(r.s3Ms)} MB/s |`,
    '',
    "Both over loopback on this machine, one run; the S3 figure measures the emulator, not a real bucket (where the bytes leave the server's network entirely).",
    '',
  ];
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const report = await storageReport(process.env.TPX_DIST ?? 'dist');
  console.log(storageSection(report).join('\n'));
}
