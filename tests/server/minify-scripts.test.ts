import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { SourceMap } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import * as esbuild from 'esbuild';
import { describe, expect, it } from 'vitest';
import { minifyBrowserScripts } from '../../build/minify-scripts';

/** A small split build made the way esbuild.config.ts makes the client's: minified, external maps, linked licences. */
async function buildSample() {
  const dir = await mkdtemp(path.join(tmpdir(), 'tpx-minify-'));
  await writeFile(
    path.join(dir, 'price.ts'),
    `/*! @license Sample licence */
export function priceLabel(tiles: number): string {
  let cents = 1400;
  cents = cents * tiles;
  const unused = cents + 1;
  if (tiles < 0) throw new Error('A tile count is never negative');
  return '$' + (cents / 100).toFixed(2);
}
`,
  );
  // Two entries that both import price.ts: it goes to a shared chunk, as the storefront's modules do.
  await writeFile(path.join(dir, 'entry.ts'), `export { priceLabel } from './price';\n`);
  await writeFile(path.join(dir, 'other.ts'), `import { priceLabel } from './price';\nexport const oneTile = () => priceLabel(1);\n`);
  await writeFile(path.join(dir, 'server-only.ts'), `export const serverOnly = (a: number) => { let b = a; b = b + 1; return b; };\n`);
  const result = await esbuild.build({
    absWorkingDir: dir,
    entryPoints: { entry: 'entry.ts', other: 'other.ts', 'server-only': 'server-only.ts' },
    bundle: true,
    splitting: true,
    format: 'esm',
    outdir: 'out',
    minify: true,
    sourcemap: 'external',
    legalComments: 'linked',
    metafile: true,
    logLevel: 'silent',
  });
  return { dir, metafile: result.metafile };
}

describe('the second minifying pass over the browser scripts (issue 27)', () => {
  it('makes every browser script smaller or equal, keeps its exports, its behaviour, its licence link, and maps back to the source', async () => {
    const { dir, metafile } = await buildSample();
    const scripts = Object.keys(metafile.outputs).filter((f) => f.endsWith('.js'));
    const serverOnly = scripts.find((f) => f.startsWith('out/server-only'))!;
    const before = new Map(await Promise.all(scripts.map(async (f) => [f, await readFile(path.join(dir, f), 'utf8')] as const)));

    await minifyBrowserScripts(dir, metafile, new Set([serverOnly]));

    const chunk = scripts.find((f) => f.startsWith('out/chunk-'))!;
    const after = await readFile(path.join(dir, chunk), 'utf8');
    expect(after.length).toBeLessThan(before.get(chunk)!.length);
    expect(after).not.toContain('sourceMappingURL');
    expect(after).toContain('For license information please see');
    // The skipped output is byte for byte esbuild's.
    expect(await readFile(path.join(dir, serverOnly), 'utf8')).toBe(before.get(serverOnly));

    const entry = (await import(pathToFileURL(path.join(dir, 'out/entry.js')).href)) as { priceLabel: (n: number) => string };
    const other = (await import(pathToFileURL(path.join(dir, 'out/other.js')).href)) as { oneTile: () => string };
    expect(entry.priceLabel(3)).toBe('$42.00');
    expect(other.oneTile()).toBe('$14.00');
    expect(() => entry.priceLabel(-1)).toThrow('A tile count is never negative');

    // The message's position in the minified chunk maps to its line in price.ts.
    const map = new SourceMap(JSON.parse(await readFile(path.join(dir, `${chunk}.map`), 'utf8')) as ConstructorParameters<typeof SourceMap>[0]);
    const lines = after.slice(0, after.indexOf('A tile count')).split('\n');
    const original = map.findEntry(lines.length - 1, lines.at(-1)!.length) as { originalSource: string; originalLine: number };
    expect(original.originalSource).toMatch(/price\.ts$/);
    expect(original.originalLine + 1).toBe(6);
  });

  it('refuses a script it cannot parse, naming it, and leaves it as it was', async () => {
    const { dir, metafile } = await buildSample();
    const chunk = Object.keys(metafile.outputs).find((f) => f.startsWith('out/chunk-') && f.endsWith('.js'))!;
    await writeFile(path.join(dir, chunk), 'export const broken = (;');
    await expect(minifyBrowserScripts(dir, metafile, new Set())).rejects.toThrow(`terser could not minify ${chunk}`);
    expect(await readFile(path.join(dir, chunk), 'utf8')).toBe('export const broken = (;');
  });
});
