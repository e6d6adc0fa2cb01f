import { cp, mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Old hashed assets outlive a build (issue 27, SPEC §8). A page opened before a deploy asks for the
 * chunks of the build it came with; a build that empties `dist/` would answer them 404 and the
 * shopper would get the Reload dialog. So `npm run build` keeps, beside its own files, the hashed
 * assets of the last KEPT_BUILDS builds made in the same place (a server rebuilt in place: `npm
 * start`). The names are content hashes, so a kept file is never stale; a file older than that is
 * dropped, so the folder does not grow. Images built from scratch (the Dockerfile) have no earlier
 * build: there the balancer's cache keeps them (deploy/nginx.conf, README).
 */
export const KEPT_BUILDS = 2;

/** Which files of `assets/` each build wrote, newest first (dist/meta/kept-builds.json). */
interface KeptBuilds {
  readonly builds: readonly (readonly string[])[];
}

const assetsOf = (dist: string) => path.join(dist, 'client', 'assets');
const manifestOf = (dist: string) => path.join(dist, 'meta', 'kept-builds.json');
/** Beside dist, as `.dist-kept` (ignored by git and Docker), on the same file system so that a rename moves it. */
const asideOf = (dist: string) => path.join(path.dirname(dist), `.${path.basename(dist)}-kept`);

const exists = (file: string) =>
  stat(file).then(
    () => true,
    () => false,
  );

/** Every file under `dir`, relative to it, with '/' separators. */
async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((e) => e.isFile())
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)).split(path.sep).join('/'))
    .sort();
}

async function readManifest(file: string): Promise<KeptBuilds | null> {
  try {
    const value = JSON.parse(await readFile(file, 'utf8')) as KeptBuilds;
    return Array.isArray(value.builds) && value.builds.every((b) => Array.isArray(b) && b.every((f) => typeof f === 'string')) ? value : null;
  } catch {
    return null;
  }
}

/**
 * Before the build empties `dist`: moves the current build's assets and its record aside. Returns
 * where they went, or null when there was no earlier build.
 */
export async function setAsideAssets(dist: string): Promise<string | null> {
  const aside = asideOf(dist);
  await rm(aside, { recursive: true, force: true });
  if (!(await exists(assetsOf(dist)))) return null;
  await mkdir(aside, { recursive: true });
  await rename(assetsOf(dist), path.join(aside, 'assets'));
  if (await exists(manifestOf(dist))) await rename(manifestOf(dist), path.join(aside, 'kept-builds.json'));
  return aside;
}

/**
 * After the build: copies back the files of the last KEPT_BUILDS earlier builds that this build does
 * not have, records this build's own files, and removes what was set aside. Answers how many earlier
 * files were kept.
 */
export async function restoreKeptAssets(dist: string, aside: string | null): Promise<number> {
  const own = await filesUnder(assetsOf(dist));
  const earlier = aside ? await earlierBuilds(aside) : [];
  const kept = new Set(
    earlier
      .slice(0, KEPT_BUILDS)
      .flat()
      .filter((file) => !own.includes(file)),
  );
  for (const file of kept) {
    const from = path.join(aside!, 'assets', ...file.split('/'));
    // A file the record names but that is gone (removed by hand) is simply not kept.
    if (await exists(from)) await cp(from, path.join(assetsOf(dist), ...file.split('/')), { preserveTimestamps: true });
  }
  const record: KeptBuilds = { builds: [own, ...earlier].slice(0, KEPT_BUILDS + 1) };
  await mkdir(path.dirname(manifestOf(dist)), { recursive: true });
  await writeFile(manifestOf(dist), `${JSON.stringify(record)}\n`);
  if (aside) await rm(aside, { recursive: true, force: true });
  return kept.size;
}

/** The earlier builds' files, newest first: from their record, or (a build made before the record) all of them as one. */
async function earlierBuilds(aside: string): Promise<readonly (readonly string[])[]> {
  const record = await readManifest(path.join(aside, 'kept-builds.json'));
  if (record) return record.builds;
  const files = await filesUnder(path.join(aside, 'assets'));
  return files.length > 0 ? [files] : [];
}
