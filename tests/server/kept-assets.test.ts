import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { KEPT_BUILDS, restoreKeptAssets, setAsideAssets } from '../../build/kept-assets';

/** One build as esbuild.config.ts makes it: set aside, empty dist, write this build's assets, restore. */
async function build(dist: string, files: Record<string, string>): Promise<number> {
  const aside = await setAsideAssets(dist);
  await rm(dist, { recursive: true, force: true });
  for (const [name, body] of Object.entries(files)) {
    const file = path.join(dist, 'client', 'assets', name);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, body);
  }
  return restoreKeptAssets(dist, aside);
}

const assets = async (dist: string) =>
  (await readdir(path.join(dist, 'client', 'assets'), { recursive: true, withFileTypes: true }))
    .filter((e) => e.isFile())
    .map((e) =>
      path
        .relative(path.join(dist, 'client', 'assets'), path.join(e.parentPath, e.name))
        .split(path.sep)
        .join('/'),
    )
    .sort();

describe('hashed assets kept across builds (issue 27)', () => {
  it(`keeps the files of the last ${KEPT_BUILDS} builds beside the new one, and drops older ones`, async () => {
    const dist = path.join(await mkdtemp(path.join(tmpdir(), 'tpx-kept-')), 'dist');
    expect(await build(dist, { 'main-A.js': 'a', 'main-A.js.br': 'a!', 'chunks/chunk-A.js': 'ca', 'main-S.css': 's' })).toBe(0);
    expect(await build(dist, { 'main-B.js': 'b', 'chunks/chunk-B.js': 'cb', 'main-S.css': 's' })).toBe(3);
    expect(await assets(dist)).toEqual(['chunks/chunk-A.js', 'chunks/chunk-B.js', 'main-A.js', 'main-A.js.br', 'main-B.js', 'main-S.css']);
    // A kept file is the earlier build's, byte for byte.
    expect(await readFile(path.join(dist, 'client', 'assets', 'chunks', 'chunk-A.js'), 'utf8')).toBe('ca');
    await build(dist, { 'main-C.js': 'c' });
    expect(await assets(dist)).toEqual(['chunks/chunk-A.js', 'chunks/chunk-B.js', 'main-A.js', 'main-A.js.br', 'main-B.js', 'main-C.js', 'main-S.css']);
    // A's build is now three builds old: its files go; B's and the shared stylesheet stay.
    await build(dist, { 'main-D.js': 'd' });
    expect(await assets(dist)).toEqual(['chunks/chunk-B.js', 'main-B.js', 'main-C.js', 'main-D.js', 'main-S.css']);
    const record = JSON.parse(await readFile(path.join(dist, 'meta', 'kept-builds.json'), 'utf8')) as { builds: string[][] };
    expect(record.builds).toEqual([['main-D.js'], ['main-C.js'], ['chunks/chunk-B.js', 'main-B.js', 'main-S.css']]);
    // Nothing is left beside dist.
    expect(await readdir(path.dirname(dist))).toEqual(['dist']);
  });

  it('treats a dist built before the record as one earlier build, and ignores a record that does not parse', async () => {
    const dist = path.join(await mkdtemp(path.join(tmpdir(), 'tpx-kept-')), 'dist');
    await mkdir(path.join(dist, 'client', 'assets'), { recursive: true });
    await writeFile(path.join(dist, 'client', 'assets', 'main-OLD.js'), 'old');
    await mkdir(path.join(dist, 'meta'), { recursive: true });
    await writeFile(path.join(dist, 'meta', 'kept-builds.json'), '{"builds": "nope"}');
    expect(await build(dist, { 'main-NEW.js': 'new' })).toBe(1);
    expect(await assets(dist)).toEqual(['main-NEW.js', 'main-OLD.js']);
  });

  it('starts clean when there is no earlier build', async () => {
    const dist = path.join(await mkdtemp(path.join(tmpdir(), 'tpx-kept-')), 'dist');
    expect(await setAsideAssets(dist)).toBeNull();
    expect(await build(dist, { 'main-A.js': 'a' })).toBe(0);
    expect(await assets(dist)).toEqual(['main-A.js']);
  });
});
