/**
 * Builds the client (ESM, code splitting per route, hashed names, metafile, source maps) and the
 * reference server. `--watch` rebuilds both on change and restarts the server (`npm run dev`).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { realpathSync } from 'node:fs';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import * as esbuild from 'esbuild';
import { minifyBrowserScripts } from './build/minify-scripts';
import { KEPT_BUILDS, restoreKeptAssets, setAsideAssets } from './build/kept-assets';
import { preloadTable, trackedChunk, trackingEntry } from './build/route-preloads';

const root = path.dirname(new URL(import.meta.url).pathname);
// TPX_DIST lets parallel work trees build side by side (default: dist/).
const dist = path.resolve(root, process.env.TPX_DIST ?? 'dist');
const outClient = path.join(dist, 'client');
const outServer = path.join(dist, 'server');
const watch = process.argv.includes('--watch');
const production = !watch;

/**
 * One shared chunk for the code the entry shares with the lazy chunks. esbuild puts each module in
 * a chunk per distinct set of entry points (the entry, and every `import()` target) that reach it,
 * so code the entry shares with some pages was cut into dozens of small chunks that the home route
 * loads as separate requests, each compressed on its own. Every lazy chunk loads after the entry;
 * letting each one also import the entry's own modules gives all that shared code the same set of
 * entry points: one chunk. The dynamic import resolves to a small wrapper that re-exports the target
 * module; nothing runs twice, as ES modules evaluate once.
 */
const entrySharedChunk: esbuild.Plugin = {
  name: 'tpx-entry-shared-chunk',
  setup(build) {
    const entry = path.join(root, 'src/ui/main.tsx');
    const src = path.join(root, 'src') + path.sep;
    // Modules the entry does not run but that every storefront route (or most) loads before it is idle,
    // each a tiny chunk of its own shared by a different set of pages: the welcome offer's dialog and
    // form (it opens on a first visit to every route, SPEC §2), the catalogue feature's public entry (its
    // status lines, sanitised HTML and page titles), the browser-only wrapper, the pages' layout classes. They join the shared chunk: one request fewer each, compressed with the rest (issue
    // 27's JS budget). Imported by absolute path: pureLayers would drop an unused import of a domain module.
    const entryJoins = [
      'src/ui/shell/modals/dialog.tsx',
      'src/ui/account/form-field.tsx',
      'src/ui/lib/submit-handler.ts',
      'src/domain/validation/labels.ts',
      'src/ui/catalog/index.ts',
      'src/ui/shell/browser-only.tsx',
      'src/ui/pages/page.module.css',
    ].map((file) => path.join(root, file));
    build.onLoad({ filter: /src[\\/]ui[\\/]main\.tsx$/ }, async (args) => {
      if (args.suffix) return undefined;
      const code = await readFile(args.path, 'utf8');
      return { contents: [code, ...entryJoins.map((file) => `import ${JSON.stringify(file)};`)].join('\n'), loader: 'tsx', watchFiles: [args.path] };
    });
    // A package's own lazy parts too (pixi.js's renderers, DOMPurify, qrcode): otherwise esbuild's
    // runtime helpers, which they and the entry share, were a chunk of their own, one more request on
    // every route (issue 27).
    build.onResolve({ filter: /.*/ }, async (args) => {
      if (args.kind !== 'dynamic-import' || args.pluginData === 'tpx-target') return undefined;
      const target = await build.resolve(args.path, { kind: 'dynamic-import', resolveDir: args.resolveDir, importer: args.importer, pluginData: 'tpx-target' });
      if (target.errors.length > 0 || !/\.(tsx?|m?js|cjs)$/.test(target.path)) return undefined;
      return { path: target.path, suffix: '?lazy' };
    });
    // The server render's entry (src/ui/render-page.tsx, issue 27) shares the entry's imports like a
    // lazy chunk, and reaches the pages only through their dynamic imports: the browser's chunks
    // stay as they are; only what the server alone runs (react-dom/server, its ports) is new.
    build.onResolve({ filter: /src\/ui\/render-page\.tsx$/ }, (args) => (args.kind === 'entry-point' ? { path: args.path, suffix: '?lazy' } : undefined));
    // The entry's own imports (not the entry itself, whose code starts the app, nor its stylesheet),
    // and react-dom/client: it then joins the shared chunk instead of staying in the entry,
    // which with it also needed a chunk of its own for react-dom (the code both it and the shared
    // chunk used). Each wrapper imports them itself: a module of their own (as before) was a chunk of
    // its own, one more request on every route. Each file compressed alone repeats what the others
    // would have taught the compressor: issue 27's JS budget.
    const entryImports = async () => {
      const code = await readFile(entry, 'utf8');
      return (
        [...code.matchAll(/^import\s(?:[^;]*?from\s+)?'([^']+)';/gm)]
          .map((m) => m[1]!)
          // Its packages other than react-dom/client are the shared code's too (and mobx, marked free of
          // side effects, would be an import esbuild warns it ignores).
          .filter((s) => !s.endsWith('.css') && (s.startsWith('.') || s === 'react-dom/client'))
          .map((s) => (s.startsWith('.') ? path.resolve(path.dirname(entry), s) : s))
          .concat(entryJoins)
      );
    };
    build.onLoad({ filter: /\.(tsx?|[mc]?js)$/ }, async (args) => {
      if (args.suffix !== '?lazy') return undefined;
      const code = await readFile(args.path, 'utf8');
      const lines = [...(await entryImports()).map((s) => `import ${JSON.stringify(s)};`), `export * from ${JSON.stringify(args.path)};`];
      // An ES module's default, or a CommonJS module's (its module.exports, as import() gives it).
      const commonJs = !args.path.startsWith(src) && !/^\s*(import|export)\b/m.test(code);
      if (commonJs || /\bexport\s+default\b|\bas\s+default\b/.test(code)) lines.push(`export { default } from ${JSON.stringify(args.path)};`);
      return { contents: lines.join('\n'), loader: 'js', resolveDir: path.dirname(args.path), watchFiles: [args.path, entry] };
    });
  },
};

/**
 * The domain and the wire contract are pure (DESIGN §2: data in, data out; codecs and rules), so a
 * module of theirs that nothing uses is left out, even when it builds a table or a codec at load
 * (a call esbuild must otherwise assume has side effects): a barrel's unused neighbours (the admin's
 * CSV import, say) stay out of the storefront's entry (issue 27's JS budget).
 */
const pureLayers: esbuild.Plugin = {
  name: 'tpx-pure-layers',
  setup(build) {
    const pure = [path.join(root, 'src/domain') + path.sep, path.join(root, 'src/contract') + path.sep];
    build.onResolve({ filter: /^\./ }, async (args) => {
      if (args.pluginData === 'tpx-pure' || args.kind === 'entry-point' || args.kind === 'dynamic-import') return undefined;
      const resolved = await build.resolve(args.path, { kind: args.kind, resolveDir: args.resolveDir, importer: args.importer, pluginData: 'tpx-pure' });
      if (resolved.errors.length > 0 || !pure.some((dir) => resolved.path.startsWith(dir))) return undefined;
      return { ...resolved, sideEffects: false };
    });
  },
};

/**
 * The client's `inversify` is src/ui/di/compact-inversify.ts: the part of Inversify's API the app
 * uses, with its semantics, in ~2 KB instead of 24 KB (Inversify's decorators alone pulled 14 KB into
 * the entry; issue 27's JS budget, DESIGN §4). Nothing then reads reflect-metadata. Tests and the
 * server's own code run the real Inversify; tests/ui/di/compact-inversify.test.ts keeps the two alike.
 * Likewise `io-ts` is src/ui/lib/compact-io-ts.ts: the combinators the app uses, ported with their
 * decoding, ~2 KB instead of 16 KB (esbuild cannot drop io-ts's unused classes); the real one in tests
 * and on the server, tests/ui/lib/compact-io-ts.test.ts keeps the two alike.
 * And `mobx` and `mobx-react-lite` are src/ui/lib/compact-mobx.ts and compact-mobx-react-lite.ts: the
 * API the app uses with MobX's semantics, ~3 KB instead of ~14 KB (MobX's core and every collection
 * its `observable` reaches cannot be shaken out); tests/ui/lib/compact-mobx.test.ts keeps them alike.
 */
const compactInversify: esbuild.Plugin = {
  name: 'tpx-compact-inversify',
  setup(build) {
    build.onResolve({ filter: /^inversify$/ }, () => ({ path: path.join(root, 'src/ui/di/compact-inversify.ts') }));
    build.onResolve({ filter: /^io-ts$/ }, () => ({ path: path.join(root, 'src/ui/lib/compact-io-ts.ts') }));
    build.onResolve({ filter: /^mobx$/ }, () => ({ path: path.join(root, 'src/ui/lib/compact-mobx.ts') }));
    build.onResolve({ filter: /^mobx-react-lite$/ }, () => ({ path: path.join(root, 'src/ui/lib/compact-mobx-react-lite.ts') }));
    build.onResolve({ filter: /^reflect-metadata\/lite$/ }, () => ({ path: 'reflect-metadata/lite', namespace: 'tpx-empty' }));
    build.onLoad({ filter: /.*/, namespace: 'tpx-empty' }, () => ({ contents: '', loader: 'js' }));
    // wouter's React 17 shim of useSyncExternalStore answers React's own hook whenever React has one
    // (React 18 and 19 do): that hook itself, without the shim's fallback code (issue 27's JS budget).
    build.onResolve({ filter: /^use-sync-external-store\/shim(\/index\.js)?$/ }, () => ({ path: 'use-sync-external-store/shim', namespace: 'tpx-react-hook' }));
    build.onLoad({ filter: /.*/, namespace: 'tpx-react-hook' }, () => ({
      contents: "export { useSyncExternalStore } from 'react';",
      loader: 'js',
      resolveDir: root,
    }));
  },
};

/**
 * The client's `pixi.js` is src/ui/printing/canvas/lean-pixi.js: the Pixi classes the printing canvas
 * uses, from their own modules, instead of Pixi's index, which imports every feature for its side
 * effects (the tool's chunks: ~160 KB gzip of Pixi → ~65 KB with the WebGL renderer). Pixi's
 * `lib/` modules are reached past its package's export map (it lists only the index and features).
 */
const leanPixi: esbuild.Plugin = {
  name: 'tpx-lean-pixi',
  setup(build) {
    build.onResolve({ filter: /^pixi\.js$/ }, () => ({ path: path.join(root, 'src/ui/printing/canvas/lean-pixi.js') }));
    // By its real path, as esbuild resolves Pixi's own imports: a work tree whose node_modules is a link
    // otherwise bundled two copies of Pixi (each registering its renderers: "already has a handler").
    const modules = realpathSync(path.join(root, 'node_modules'));
    build.onResolve({ filter: /^pixi\.js\/lib\// }, (args) => ({ path: path.join(modules, args.path) }));
  },
};

const clientOptions: esbuild.BuildOptions = {
  // The second entry is the server's render of every page (issue 27): built here, with the browser's
  // entry, so that its CSS-module class names are the browser's (esbuild's minified local-css names
  // depend on the whole build), then bundled for Node (bundleServerRenderer). No page loads it.
  entryPoints: {
    main: path.join(root, 'src/ui/main.tsx'),
    'render-page': path.join(root, 'src/ui/render-page.tsx'),
  },
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'browser',
  target: ['es2022', 'chrome110', 'firefox115', 'safari16'],
  outdir: path.join(outClient, 'assets'),
  publicPath: '/assets',
  entryNames: '[name]-[hash]',
  chunkNames: 'chunks/[name]-[hash]',
  assetNames: 'media/[name]-[hash]',
  metafile: true,
  // The maps without a `sourceMappingURL` comment in each file (bytes every shopper downloads, issue
  // 27's JS budget): the server names each one in a `SourceMap` header (server/pages/static-files.ts).
  sourcemap: 'external',
  // TPX_KEEP_NAMES=1: minified but with readable function names, for CPU profiles (bench/README.md).
  // Spelt out: esbuild's `minify: true` wins over a `minifyIdentifiers: false` beside it.
  ...(production && process.env.TPX_KEEP_NAMES ? { minifyWhitespace: true, minifySyntax: true, minifyIdentifiers: false } : { minify: production }),
  legalComments: 'linked',
  jsx: 'automatic',
  loader: { '.module.css': 'local-css', '.png': 'file', '.jpg': 'file', '.svg': 'file' },
  define: {
    'process.env.NODE_ENV': JSON.stringify(production ? 'production' : 'development'),
    __TPX_API_BASE__: JSON.stringify(process.env.TPX_API_BASE ?? '/api/'),
    __TPX_VERSION__: JSON.stringify(process.env.npm_package_version ?? '0.0.0'),
  },
  plugins: [compactInversify, leanPixi, entrySharedChunk, pureLayers],
  logLevel: 'warning',
};

const serverOptions: esbuild.BuildOptions = {
  entryPoints: {
    main: path.join(root, 'server/main.ts'),
    'site-password': path.join(root, 'server/site-gate/site-password-cli.ts'),
    'storefront-private-token': path.join(root, 'server/storefront/private-token-cli.ts'),
  },
  bundle: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  // Bundle our dependencies (fp-ts's deep imports do not resolve under Node's ESM loader) but keep
  // the database drivers external: PGlite loads its WebAssembly and data files beside its module;
  // sharp loads its native libvips binary from its platform package; the face detector (issue 18)
  // finds its model and TensorFlow.js's .wasm files beside its own package. The store finder's ZIP
  // table (zipcodes, 5 MB) stays out of the bundle so that only its first search loads it.
  external: ['@electric-sql/pglite', 'pg', 'pg-native', 'sharp', '@vladmandic/face-api', '@tensorflow/tfjs', '@tensorflow/tfjs-backend-wasm', 'zipcodes'],
  banner: { js: "import { createRequire as __tpxCreateRequire } from 'node:module'; const require = __tpxCreateRequire(import.meta.url);" },
  outdir: outServer,
  sourcemap: 'linked',
  loader: { '.sql': 'text' },
  metafile: true,
  logLevel: 'warning',
};

/**
 * Writes index.html pointing at the hashed entry script and stylesheet (no inline scripts: CSP),
 * with a `modulepreload` for each of the entry's static chunks so they load beside it rather than
 * after it is parsed. The server fills `<!--tpx:boot-->` with the tenant's first data, `#root` with
 * the route's render and the head with the page's own (server/pages/static-files.ts).
 */
async function writeIndexHtml(metafile: esbuild.Metafile): Promise<void> {
  const outputs = Object.entries(metafile.outputs);
  const entry = outputs.find(([, o]) => o.entryPoint?.endsWith('src/ui/main.tsx'));
  if (!entry) throw new Error('esbuild produced no client entry output');
  const [jsPath, js] = entry;
  const toUrl = (p: string) => '/' + path.relative(outClient, path.join(root, p)).split(path.sep).join('/');
  const template = await readFile(path.join(root, 'src/ui/index.html'), 'utf8');
  const css = js.cssBundle ? `<link rel="stylesheet" href="${toUrl(js.cssBundle)}">` : '';
  const preloads = js.imports
    .filter((i) => i.kind === 'import-statement' && i.path.endsWith('.js'))
    .map((i) => `<link rel="modulepreload" href="${toUrl(i.path)}">`);
  const html = template
    .replace('<!--tpx:styles-->', [css, ...preloads].join('\n    '))
    .replace('<!--tpx:scripts-->', `<script type="module" src="${toUrl(jsPath)}"></script>`);
  await writeFile(path.join(outClient, 'index.html'), html);
  await mkdir(path.join(dist, 'meta'), { recursive: true });
  await writeFile(path.join(dist, 'meta/client.json'), JSON.stringify(metafile));
  await bundleServerRenderer(metafile);
}

/**
 * The server's render (src/ui/render-page.tsx) as one Node module, dist/server/render.js, which the
 * server loads from the build (server/pages/page-renderer.ts). Its output in this build imports the
 * browser's chunks by public URL (/assets/…): bundled again from those files, so the views, their
 * class names and the route table are the very ones the browser hydrates with. The chunks that
 * carry pixi.js (the printing canvas, DESIGN §5) never run on the server: they are left out
 * (their imports are undefined there).
 */
async function bundleServerRenderer(metafile: esbuild.Metafile): Promise<void> {
  const outputs = Object.entries(metafile.outputs);
  const output = outputs.find(([, o]) => o.entryPoint?.startsWith('src/ui/render-page.tsx'));
  if (!output) throw new Error('esbuild produced no render-page output');
  const browserOnly = new Map(
    outputs
      .filter(([, o]) => Object.keys(o.inputs).some((input) => input.includes('node_modules/pixi.js/')))
      .map(([file, o]) => [path.join(root, file), o.exports] as const),
  );
  const toUrl = (file: string) => '/' + path.relative(outClient, path.join(root, file)).split(path.sep).join('/');
  const mainEntry = outputs.find(([, o]) => o.entryPoint?.endsWith('src/ui/main.tsx'))![0];
  const skip = new Set(outputs.filter(([file]) => browserOnly.has(path.join(root, file))).map(([file]) => file));
  const table = preloadTable(metafile, toUrl, mainEntry, skip);
  await esbuild.build({
    // The page's render, reporting the chunks each request imports (build/route-preloads.ts).
    stdin: { contents: trackingEntry(path.join(root, output[0]), table), resolveDir: root, sourcefile: 'render-entry.js', loader: 'js' },
    outfile: path.join(outServer, 'render.js'),
    bundle: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    minify: production,
    legalComments: 'none',
    logLevel: 'warning',
    plugins: [
      {
        name: 'tpx-public-path',
        setup(b) {
          b.onResolve({ filter: /^\/assets\// }, (a) => {
            const file = path.join(outClient, a.path);
            return browserOnly.has(file) ? { path: file, namespace: 'tpx-browser-only' } : { path: file };
          });
          // Its exports, all undefined: the printing view imports the canvas statically but only
          // mounts it in an effect, which the server never runs.
          b.onLoad({ filter: /.*/, namespace: 'tpx-browser-only' }, (a) => ({
            contents: `const none = undefined; export { ${(browserOnly.get(a.path) ?? []).map((name) => `none as ${name}`).join(', ')} };`,
            loader: 'js',
          }));
          b.onLoad({ filter: /\.js$/ }, async (a) =>
            a.path.startsWith(outClient + path.sep) ? { contents: await trackedChunk(a.path), loader: 'js', resolveDir: path.dirname(a.path) } : undefined,
          );
          // The stylesheets are the browser's; the server writes no CSS.
          b.onLoad({ filter: /\.css$/ }, () => ({ contents: '', loader: 'empty' }));
        },
      },
    ],
  });
}

const htmlPlugin: esbuild.Plugin = {
  name: 'tpx-index-html',
  setup(build) {
    build.onEnd(async (result) => {
      if (result.errors.length === 0 && result.metafile) await writeIndexHtml(result.metafile);
    });
  },
};

/** Brotli (11) and gzip (9) copies of every JS, CSS and SVG output, served as they are (static-files.ts). */
async function precompress(metafile: esbuild.Metafile): Promise<void> {
  const files = Object.keys(metafile.outputs).filter((f) => /\.(js|css|svg)$/.test(f));
  for (const file of files) {
    const body = await readFile(path.join(root, file));
    await writeFile(path.join(root, `${file}.br`), brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
    await writeFile(path.join(root, `${file}.gz`), gzipSync(body, { level: 9 }));
  }
}

/**
 * The parent-side embed script (`/embed.js`: one stable name, no chunks, for any browser a marketing
 * page serves), its types (`/embed.d.ts`) and the development demo page's script.
 */
const embedScriptOptions: esbuild.BuildOptions = {
  entryPoints: {
    embed: path.join(root, 'src/embed-script/tilepix-embed.js'),
    'embed-demo': path.join(root, 'src/embed-script/embed-demo.js'),
  },
  bundle: true,
  format: 'iife',
  platform: 'browser',
  target: ['es2017'],
  outdir: outClient,
  minify: production,
  legalComments: 'none',
  logLevel: 'warning',
};

async function buildEmbedScript(): Promise<void> {
  await esbuild.build(embedScriptOptions);
  await writeFile(path.join(outClient, 'embed.d.ts'), await readFile(path.join(root, 'src/embed-script/embed-api.d.ts')));
}

/**
 * esbuild gives every entry point of a split build a CSS bundle of all the CSS it reaches, and the
 * lazy chunks each reach the entry's imports (entrySharedChunk): each carried its own ~66 KB copy of
 * the entry's stylesheet, which nothing loads (the entry's one stylesheet already holds every page's
 * CSS, and no script imports a chunk's). Those copies, their maps and their compressed copies were
 * ~15 MB of the build: removed, and left out of the metafile the bench and the render read.
 */
async function dropChunkStylesheets(metafile: esbuild.Metafile): Promise<void> {
  const main = Object.values(metafile.outputs).find((o) => o.entryPoint?.endsWith('src/ui/main.tsx'));
  const kept = new Set([main?.cssBundle]);
  for (const file of Object.keys(metafile.outputs)) {
    if (!/\.css(\.map)?$/.test(file) || kept.has(file.replace(/\.map$/, ''))) continue;
    await rm(path.join(root, file), { force: true });
    delete metafile.outputs[file];
  }
}

/** The server render's entry: bundled again for Node (bundleServerRenderer), never loaded by a browser. */
function serverOnlyOutputs(metafile: esbuild.Metafile): Set<string> {
  return new Set(
    Object.entries(metafile.outputs)
      .filter(([, o]) => o.entryPoint?.startsWith('src/ui/render-page.tsx'))
      .map(([file]) => file),
  );
}

async function buildOnce(): Promise<void> {
  // The earlier builds' hashed assets stay served after this one (build/kept-assets.ts).
  const aside = await setAsideAssets(dist);
  await rm(dist, { recursive: true, force: true });
  const [client] = await Promise.all([esbuild.build(clientOptions), esbuild.build(serverOptions)]);
  await buildEmbedScript();
  if (client.metafile) {
    await dropChunkStylesheets(client.metafile);
    // TPX_KEEP_NAMES builds keep readable names for CPU profiles: no second pass that would mangle them.
    if (production && !process.env.TPX_KEEP_NAMES) await minifyBrowserScripts(root, client.metafile, serverOnlyOutputs(client.metafile));
    await writeIndexHtml(client.metafile);
    await precompress(client.metafile);
  }
  const kept = await restoreKeptAssets(dist, aside);
  if (kept > 0) console.log(`kept ${kept} asset files of the last ${KEPT_BUILDS} builds (pages opened before this build still load them)`);
}

async function watchAndServe(): Promise<void> {
  let server: ChildProcess | undefined;
  const restart: esbuild.Plugin = {
    name: 'tpx-restart-server',
    setup(build) {
      build.onEnd((result) => {
        if (result.errors.length > 0) return;
        server?.kill('SIGTERM');
        server = spawn(process.execPath, ['--enable-source-maps', path.join(outServer, 'main.js')], {
          stdio: 'inherit',
          env: process.env,
        });
      });
    },
  };
  const client = await esbuild.context({ ...clientOptions, plugins: [...(clientOptions.plugins ?? []), htmlPlugin] });
  const srv = await esbuild.context({ ...serverOptions, plugins: [restart] });
  await buildEmbedScript();
  await Promise.all([client.watch(), srv.watch()]);
  console.log('watching src/ and server/ — the store restarts on change');
}

if (watch) await watchAndServe();
else await buildOnce();
