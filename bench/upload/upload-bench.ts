/**
 * Upload benchmark (issue 6): 100 generated 12-megapixel JPEGs through the real pipeline (UploadStore
 * + the Web Worker processor + presigned POSTs) into the local server, in headless Chromium; then
 * the same 100 files through Uppy (@uppy/core + @uppy/compressor + @uppy/aws-s3 against the same
 * presigned-POST endpoint). Wall time, peak renderer memory and the longest main-thread task.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { build } from 'esbuild';
import { chromium, type Page } from '@playwright/test';

export interface PeerFigures {
  readonly ms: number;
  readonly uploaded: number;
  readonly longestTaskMs: number;
  readonly peakRendererRssMb: number;
  readonly peakJsHeapMb: number;
  /** What the run left in the store (DATA_DIR/files): the bytes each peer sent, less the form's overhead. */
  readonly storedMb: number;
  /** How many files the run left in the store: checks the peer's own count of uploads. */
  readonly storedFiles: number;
  /**
   * The page's longest main-thread task by its own CPU time (Chromium trace: RunTask's thread time),
   * and that task's wall time. On a loaded machine the longtask observer's wall time counts the time
   * the thread waited for a core; the CPU time is what the page's code cost.
   */
  readonly longestTaskCpuMs: number;
  readonly longestTaskCpuWallMs: number;
  /**
   * CPU time the renderer processes spent during the run (user + system, /proc/<pid>/stat): what the
   * page's work cost, workers included, whatever the machine's load (the wall time is not).
   */
  readonly rendererCpuS: number;
}

export interface UploadBenchReport {
  readonly photos: number;
  readonly width: number;
  readonly height: number;
  readonly totalMb: number;
  readonly pipeline: PeerFigures;
  readonly uppy: PeerFigures;
}

const freePort = () =>
  new Promise<number>((resolve) => {
    const s = createServer();
    s.listen(0, () => {
      const port = (s.address() as { port: number }).port;
      s.close(() => resolve(port));
    });
  });

/** Resident memory (MB) of each Chromium renderer process on this machine. */
async function rendererRssMb(): Promise<number[]> {
  const sizes: number[] = [];
  for (const pid of await readdir('/proc').catch(() => [] as string[])) {
    if (!/^\d+$/.test(pid)) continue;
    try {
      const cmd = await readFile(`/proc/${pid}/cmdline`, 'utf8');
      if (!cmd.includes('--type=renderer') || !cmd.includes('tpx-upload-bench')) continue;
      const status = await readFile(`/proc/${pid}/status`, 'utf8');
      const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
      sizes.push(kb / 1024);
    } catch {
      // The process ended meanwhile.
    }
  }
  return sizes;
}

async function startServer(root: string, dist: string): Promise<{ origin: string; server: ChildProcess; dataDir: string }> {
  const port = await freePort();
  const dataDir = await mkdtemp(path.join(tmpdir(), 'tpx-upload-bench-'));
  const server = spawn(process.execPath, [path.join(root, dist, 'server/main.js')], {
    env: { ...process.env, PORT: String(port), PUBLIC_URL: `http://localhost:${port}`, DATA_DIR: dataDir, NODE_ENV: 'production' },
    stdio: 'ignore',
  });
  const origin = `http://localhost:${port}`;
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(`${origin}/healthz`)).ok) return { origin, server, dataDir };
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  server.kill();
  throw new Error('the server did not start');
}

/** Bytes and count of every file below `dir` (the disk store's files). */
async function storedUnder(dir: string): Promise<{ bytes: number; files: number }> {
  let bytes = 0;
  let files = 0;
  for (const entry of await readdir(dir, { withFileTypes: true, recursive: true }).catch(() => [])) {
    if (!entry.isFile()) continue;
    bytes += (await stat(path.join(entry.parentPath, entry.name))).size;
    files++;
  }
  return { bytes, files };
}

/** User + system CPU seconds of the bench's renderer processes so far. */
async function rendererCpuSeconds(): Promise<number> {
  let ticks = 0;
  for (const pid of await readdir('/proc').catch(() => [] as string[])) {
    if (!/^\d+$/.test(pid)) continue;
    try {
      const cmd = await readFile(`/proc/${pid}/cmdline`, 'utf8');
      if (!cmd.includes('--type=renderer') || !cmd.includes('tpx-upload-bench')) continue;
      // Fields after the command's closing parenthesis: utime and stime are the 12th and 13th.
      const fields = (await readFile(`/proc/${pid}/stat`, 'utf8')).split(') ')[1]!.split(' ');
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // The process ended meanwhile.
    }
  }
  return ticks / 100;
}

interface TraceEvent {
  readonly name: string;
  readonly ph: string;
  readonly pid: number;
  readonly tid: number;
  readonly dur?: number;
  readonly tdur?: number;
  readonly args?: { name?: string };
}

/** The renderer main thread's (CrRendererMain) task with the most thread CPU time, in ms, and its wall time. */
function longestMainThreadTask(events: readonly TraceEvent[]): { cpuMs: number; wallMs: number } {
  const mains = new Set(events.filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain').map((e) => `${e.pid}:${e.tid}`));
  let longest = { cpuMs: 0, wallMs: 0 };
  for (const e of events) {
    if (e.ph !== 'X' || e.name !== 'RunTask' || !mains.has(`${e.pid}:${e.tid}`)) continue;
    const cpuMs = (e.tdur ?? 0) / 1000;
    if (cpuMs > longest.cpuMs) longest = { cpuMs, wallMs: (e.dur ?? 0) / 1000 };
  }
  return longest;
}

async function runPeer(
  page: Page,
  peer: 'pipeline' | 'uppy' | 'upload-only',
  count: number,
  width: number,
  height: number,
  filesDir: string,
): Promise<PeerFigures & { bytes: number }> {
  const storedBefore = await storedUnder(filesDir);
  const bytes = await page.evaluate(([n, w, h]) => window.tpxBench.make(n, w, h), [count, width, height] as const);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable');
  let peakRss = 0;
  let peakHeap = 0;
  let sampling = true;
  const sampler = (async () => {
    while (sampling) {
      peakRss = Math.max(peakRss, ...(await rendererRssMb()), 0);
      // A run that failed closes the page: the run's own error is the one to report, not this one's.
      const got = (await cdp.send('Performance.getMetrics').catch(() => null)) as { metrics: Array<{ name: string; value: number }> } | null;
      if (!got) break;
      const { metrics } = got;
      peakHeap = Math.max(peakHeap, (metrics.find((m) => m.name === 'JSHeapUsedSize')?.value ?? 0) / (1024 * 1024));
      await new Promise((r) => setTimeout(r, 100));
    }
  })();
  await page.evaluate(() => window.tpxBench.resetLongTasks());
  // BENCH_TRACE=dir keeps a Chromium trace of each run (upload-<peer>.json): what a long task was.
  const traceDir = process.env.BENCH_TRACE;
  const traceEvents: TraceEvent[] = [];
  cdp.on('Tracing.dataCollected', (e) => void traceEvents.push(...(e.value as unknown as TraceEvent[])));
  await cdp.send('Tracing.start', {
    transferMode: 'ReportEvents',
    traceConfig: { includedCategories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'] },
  });
  const cpuBefore = await rendererCpuSeconds();
  const result = await page.evaluate(
    (which) => (which === 'pipeline' ? window.tpxBench.runPipeline() : which === 'uppy' ? window.tpxBench.runUppy() : window.tpxBench.uploadOnly()),
    peer,
  );
  const rendererCpuS = (await rendererCpuSeconds()) - cpuBefore;
  const traced = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
  await cdp.send('Tracing.end');
  await traced;
  if (traceDir) await writeFile(path.join(traceDir, `upload-${peer}.json`), JSON.stringify({ traceEvents }));
  const longestCpu = longestMainThreadTask(traceEvents);
  const longestTaskMs = await page.evaluate(() => window.tpxBench.longestTask());
  sampling = false;
  await sampler;
  const storedAfter = await storedUnder(filesDir);
  const storedMb = (storedAfter.bytes - storedBefore.bytes) / (1024 * 1024);
  return {
    ms: result.ms,
    uploaded: result.uploaded,
    longestTaskMs,
    peakRendererRssMb: peakRss,
    peakJsHeapMb: peakHeap,
    storedMb,
    storedFiles: storedAfter.files - storedBefore.files,
    longestTaskCpuMs: longestCpu.cpuMs,
    longestTaskCpuWallMs: longestCpu.wallMs,
    rendererCpuS,
    bytes,
  };
}

export async function uploadReport(
  root: string,
  options: { dist?: string; photos?: number; width?: number; height?: number } = {},
): Promise<UploadBenchReport> {
  const dist = options.dist ?? process.env.TPX_DIST ?? 'dist';
  const photos = options.photos ?? 100;
  const width = options.width ?? 4000;
  const height = options.height ?? 3000;
  const bundle = await build({
    entryPoints: [path.join(root, 'bench/upload/pages.ts')],
    bundle: true,
    format: 'esm',
    platform: 'browser',
    target: ['chrome110'],
    write: false,
    minify: true,
    define: { 'process.env.NODE_ENV': '"production"' },
  });
  const script = bundle.outputFiles[0]!.text;
  const { origin, server, dataDir } = await startServer(root, dist);
  const userDataDir = await mkdtemp(path.join(tmpdir(), 'tpx-upload-bench-profile-'));
  const context = await chromium.launchPersistentContext(userDataDir, {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--enable-precise-memory-info'],
  });
  try {
    const open = async () => {
      const page = await context.newPage();
      await page.route(`${origin}/__bench/**`, (route) =>
        route.request().url().endsWith('.js')
          ? route.fulfill({ contentType: 'text/javascript', body: script })
          : route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>bench</title><script type="module" src="/__bench/pages.js"></script>' }),
      );
      await page.goto(`${origin}/__bench/index.html`);
      await page.waitForFunction(() => 'tpxBench' in window);
      return page;
    };
    if (process.env.TPX_BENCH_PROBE) {
      const probe = await open();
      await probe.evaluate(([n, w, h]) => window.tpxBench.make(n, w, h), [photos, width, height] as const);
      console.log('process only', JSON.stringify(await probe.evaluate(() => window.tpxBench.processOnly())));
      await probe.close();
      if (process.env.TPX_BENCH_PROBE === 'only') process.exit(0);
    }
    // TPX_BENCH_PROBE=upload: our uploader alone, no derivatives (where the pipeline's memory goes).
    if (process.env.TPX_BENCH_PROBE === 'upload') {
      const probe = await open();
      const f = await runPeer(probe, 'upload-only', photos, width, height, path.join(dataDir, 'files'));
      console.log('upload only', JSON.stringify({ ms: f.ms, uploaded: f.uploaded, peakRendererRssMb: f.peakRendererRssMb, rendererCpuS: f.rendererCpuS }));
      process.exit(0);
    }
    const first = await open();
    const pipeline = await runPeer(first, 'pipeline', photos, width, height, path.join(dataDir, 'files'));
    await first.close();
    const second = await open();
    const uppy = await runPeer(second, 'uppy', photos, width, height, path.join(dataDir, 'files'));
    await second.close();
    return { photos, width, height, totalMb: pipeline.bytes / (1024 * 1024), pipeline, uppy };
  } finally {
    await context.close();
    server.kill('SIGTERM');
    await rm(dataDir, { recursive: true, force: true });
    await rm(userDataDir, { recursive: true, force: true });
  }
}

/** The report's section. */
export function uploadSection(r: UploadBenchReport): string[] {
  const row = (name: string, f: PeerFigures) =>
    `| ${name} | ${(f.ms / 1000).toFixed(1)} s | ${f.uploaded}/${r.photos} | ${f.storedMb.toFixed(1)} MB in ${f.storedFiles} files | ${f.longestTaskMs === 0 ? '< 50 ms' : `${f.longestTaskMs.toFixed(0)} ms`} | ${f.longestTaskCpuMs.toFixed(1)} ms (wall ${f.longestTaskCpuWallMs.toFixed(0)} ms) | ${f.peakRendererRssMb.toFixed(0)} MB | ${f.peakJsHeapMb.toFixed(0)} MB | ${f.rendererCpuS.toFixed(1)} s |`;
  return [
    `## Upload: ${r.photos} generated ${((r.width * r.height) / 1e6).toFixed(0)}-megapixel JPEGs (${r.totalMb.toFixed(0)} MB) into the local server`,
    '',
    '| peer | wall time | uploaded | stored | longest main-thread task (longtask observer, wall) | longest main-thread task by CPU (trace) | peak renderer RSS | peak JS heap | renderer CPU |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    row('TilePix pipeline (worker + presigned POST)', r.pipeline),
    row('Uppy (core + aws-s3, the same originals)', r.uppy),
    '',
    `Uppy's time / ours: ${(r.uppy.ms / r.pipeline.ms).toFixed(2)}×. Since issue 28 both send the originals (ours also makes the local derivatives in a worker, beside the upload, and asks for faces); issue 6's ≥ 1.5× goal was against a peer that re-encoded. 'uploaded' is each peer's own count of successes, 'stored' what the server holds after the run. Longest task goal ≤ 50 ms (a long task is one over 50 ms, so '< 50 ms' means none); on a busy machine its wall time includes waiting for a core, the trace's CPU time does not.`,
    '',
  ];
}

// Run alone: `TPX_DIST=.dist-upload npx tsx bench/upload/upload-bench.ts [photos]`.
if (process.argv[1] && import.meta.url.endsWith(path.basename(process.argv[1]))) {
  const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..');
  const report = await uploadReport(root, { photos: Number(process.argv[2] ?? 100) });
  console.log(uploadSection(report).join('\n'));
}
