import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Metafile } from 'esbuild';

export interface ChunkSize {
  file: string;
  bytes: number;
  gzip: number;
  /** What the chunk is for: the entry, a page module it loads, or a shared chunk. */
  role: string;
  hasPixi: boolean;
}

export interface BundleReport {
  /** The entry and its static imports: what every route downloads first. */
  initial: { files: string[]; gzip: number };
  /** The home route: the initial JS plus the home page's lazy chunk and its static imports. */
  home: { files: string[]; gzip: number };
  /**
   * Before idle on the routes the server draws: the idle starter of issue 19, gone with issue 27
   * (the entry loads with the page and hydrates it): empty since.
   */
  beforeIdleOnDrawnRoutes: { files: string[]; gzip: number };
  chunks: ChunkSize[];
  /**
   * Outputs with pixi.js code that another route could load: reachable from the entry or from a
   * page other than /printing, or not reachable from the printing page at all (must be none).
   * pixi's own lazy chunks (renderers, environment extensions) hang off the printing page.
   */
  pixiOutsidePrinting: string[];
}

/** Sizes from esbuild's metafile: gzip of each JS output, and the closure of static imports. */
export async function bundleReport(root: string): Promise<BundleReport> {
  const dist = path.resolve(root, process.env.TPX_DIST ?? 'dist');
  const meta = JSON.parse(await readFile(path.join(dist, 'meta/client.json'), 'utf8')) as Metafile;
  const outputs = meta.outputs;
  const js = Object.keys(outputs).filter((f) => f.endsWith('.js'));
  const gzipOf = new Map<string, number>();
  const chunks: ChunkSize[] = [];
  for (const file of js) {
    const bytes = await readFile(path.join(root, file));
    const gzip = gzipSync(bytes, { level: 9 }).length;
    gzipOf.set(file, gzip);
    const out = outputs[file]!;
    const inputs = Object.keys(out.inputs);
    const page = inputs.find((i) => /^src\/ui\/(pages|admin|printing)\//.test(i) && !i.endsWith('.css'));
    chunks.push({
      file: path.relative(path.join(path.relative(root, dist), 'client'), file),
      bytes: bytes.length,
      gzip,
      role: out.entryPoint ? `entry ${out.entryPoint}` : page ? `page ${page}` : 'shared',
      hasPixi: inputs.some((i) => i.includes('node_modules/pixi.js/') || i.includes('node_modules/@pixi/')),
    });
  }
  const closure = (start: string) => {
    const seen = new Set<string>();
    const visit = (f: string) => {
      if (seen.has(f)) return;
      seen.add(f);
      for (const imp of outputs[f]?.imports ?? []) if (imp.kind === 'import-statement' && imp.path.endsWith('.js')) visit(imp.path);
    };
    visit(start);
    return [...seen];
  };
  const entry = js.find((f) => outputs[f]!.entryPoint?.endsWith('src/ui/main.tsx'));
  if (!entry) throw new Error('no client entry in the metafile: run npm run build');
  const initial = closure(entry);
  const homeChunk = js.find((f) => Object.keys(outputs[f]!.inputs).includes('src/ui/pages/home-page.tsx'));
  const home = [...new Set([...initial, ...(homeChunk ? closure(homeChunk) : [])])];
  const sum = (files: string[]) => files.reduce((n, f) => n + (gzipOf.get(f) ?? 0), 0);
  // Every output the printing page can load (static and dynamic imports), and what other routes load.
  const reachAll = (start: string) => {
    const seen = new Set<string>();
    const visit = (f: string) => {
      if (seen.has(f)) return;
      seen.add(f);
      for (const imp of outputs[f]?.imports ?? []) if (imp.path.endsWith('.js')) visit(imp.path);
    };
    visit(start);
    return seen;
  };
  const printingChunk = js.find((f) => Object.keys(outputs[f]!.inputs).includes('src/ui/pages/printing-page.tsx'));
  const printingReach = printingChunk ? reachAll(printingChunk) : new Set<string>();
  // The server's render entry (src/ui/render-page.tsx, issue 27) is no browser page: no page loads it.
  const otherPages = js.filter(
    (f) => f !== entry && f !== printingChunk && outputs[f]!.entryPoint?.startsWith('src/') && !outputs[f]!.entryPoint?.startsWith('src/ui/render-page'),
  );
  const elsewhere = new Set([...initial, ...otherPages.flatMap(closure)]);
  const outsidePrinting = js.filter(
    (f) =>
      chunks.find((c) => c.file === path.relative(path.join(path.relative(root, dist), 'client'), f))?.hasPixi && (elsewhere.has(f) || !printingReach.has(f)),
  );
  const starter = js.find((f) => outputs[f]!.entryPoint?.endsWith('src/ui/boot/start-when-idle.ts'));
  const beforeIdle = starter ? closure(starter) : [];
  return {
    initial: { files: initial, gzip: sum(initial) },
    beforeIdleOnDrawnRoutes: { files: beforeIdle, gzip: sum(beforeIdle) },
    home: { files: home, gzip: sum(home) },
    chunks: chunks.sort((a, b) => b.gzip - a.gzip),
    pixiOutsidePrinting: outsidePrinting.map((f) => path.relative(path.join(path.relative(root, dist), 'client'), f)),
  };
}
