import { readdirSync, readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The browser build's `pixi.js` is src/ui/printing/canvas/lean-pixi.js (esbuild.config.ts, leanPixi).
 * Pixi itself cannot load in these Node tests (it reads `navigator` at import), so this reads the
 * sources: every class the app imports from 'pixi.js' is exported by the barrel, from the very
 * module Pixi's index exports it from (so it is Pixi's own class, not a copy), and every module the
 * barrel names exists.
 */
const root = path.resolve(import.meta.dirname, '../../..');
const pixiLib = path.join(root, 'node_modules/pixi.js/lib');
const barrel = readFileSync(path.join(root, 'src/ui/printing/canvas/lean-pixi.js'), 'utf8');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? sourceFiles(path.join(dir, e.name)) : /\.tsx?$/.test(e.name) ? [path.join(dir, e.name)] : [],
  );
}

/** The names `source` imports from 'pixi.js' as values (type-only imports vanish from the build). */
function valueImportsOfPixi(source: string): string[] {
  const names: string[] = [];
  for (const m of source.matchAll(/import\s+(type\s+)?\{([^}]*)\}\s+from\s+'pixi\.js'/g)) {
    if (m[1]) continue;
    for (const spec of (m[2] ?? '').split(',').map((s) => s.trim())) {
      if (spec && !spec.startsWith('type ')) names.push(spec.split(/\s+as\s+/)[0] as string);
    }
  }
  return names;
}

/** name → the lib module it is exported from (`export { A, B } from 'pixi.js/lib/x.mjs'` or `'./x.mjs'`). */
function exportsOf(source: string, prefix: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const m of source.matchAll(/export\s+\{([^}]*)\}\s+from\s+'([^']+)'/g)) {
    const from = (m[2] as string).replace(prefix, '');
    for (const name of (m[1] as string).split(',').map((s) => s.trim().split(/\s+as\s+/)[0] as string)) if (name) out.set(name, from);
  }
  return out;
}

describe('the lean Pixi of the browser build', () => {
  const used = [...new Set(sourceFiles(path.join(root, 'src')).flatMap((file) => valueImportsOfPixi(readFileSync(file, 'utf8'))))].sort();
  const lean = exportsOf(barrel, 'pixi.js/lib/');
  const index = exportsOf(readFileSync(path.join(pixiLib, 'index.mjs'), 'utf8'), './');

  it('exports every class the app imports from pixi.js', () => {
    expect(used.length).toBeGreaterThan(0);
    expect(used.filter((name) => !lean.has(name))).toEqual([]);
  });

  it("exports each from the module Pixi's own index does", () => {
    for (const [name, from] of lean) expect({ name, from }).toEqual({ name, from: index.get(name) });
  });

  it('names only modules that exist', () => {
    const imported = [...barrel.matchAll(/from\s+'pixi\.js\/lib\/([^']+)'|import\s+'pixi\.js\/lib\/([^']+)'/g)].map((m) => m[1] ?? m[2]);
    expect(imported.length).toBeGreaterThan(lean.size);
    for (const file of imported) expect(existsSync(path.join(pixiLib, file as string)), file).toBe(true);
  });

  it('reads value imports and skips type-only ones', () => {
    expect(valueImportsOfPixi("import { Container, type Texture, Sprite as S } from 'pixi.js';\nimport type { Rectangle } from 'pixi.js';")).toEqual([
      'Container',
      'Sprite',
    ]);
  });
});
