import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Metafile } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { preloadTable, trackedChunk } from '../../build/route-preloads';

/** The first route's chunks preloaded from its HTML (build/route-preloads.ts, issue 27). */
describe('route preloads', () => {
  const out = (imports: [string, 'import-statement' | 'dynamic-import'][]) => ({
    bytes: 1,
    inputs: {},
    exports: [],
    imports: imports.map(([p, kind]) => ({ path: p, kind })),
  });
  const metafile = {
    inputs: {},
    outputs: {
      'd/main.js': out([
        ['d/shared.js', 'import-statement'],
        ['d/cart-page.js', 'dynamic-import'],
      ]),
      'd/shared.js': out([]),
      'd/cart-page.js': out([
        ['d/shared.js', 'import-statement'],
        ['d/cart-store.js', 'import-statement'],
        ['d/canvas.js', 'import-statement'],
      ]),
      'd/cart-store.js': out([['d/money.js', 'import-statement']]),
      'd/money.js': out([]),
      'd/canvas.js': out([]),
      'd/main.css': out([]),
    },
  } as unknown as Metafile;

  it("gives each lazy chunk itself and its static imports, less the entry's and the browser-only ones", () => {
    const table = preloadTable(metafile, (f) => '/' + f, 'd/main.js', new Set(['d/canvas.js']));
    expect(table['/d/cart-page.js']).toEqual(['/d/cart-page.js', '/d/cart-store.js', '/d/money.js']);
    expect(table['/d/shared.js']).toBeUndefined();
    expect(table['/d/canvas.js']).toBeUndefined();
    expect(table['/d/main.css']).toBeUndefined();
  });

  it('reports each import() of a chunk to the render and still imports it', async () => {
    const file = path.join(await mkdtemp(path.join(tmpdir(), 'tpx-chunk-')), 'a.js');
    await writeFile(file, 'const p=()=>import("/assets/chunks/cart-page-X.js");import("./not-a-chunk.js");');
    expect(await trackedChunk(file)).toBe(
      'const p=()=>(globalThis.__tpxChunkImported?.("/assets/chunks/cart-page-X.js"), import("/assets/chunks/cart-page-X.js"));import("./not-a-chunk.js");',
    );
  });
});
