import { readFileSync } from 'node:fs';
import path from 'node:path';
import { configDefaults, defineConfig } from 'vitest/config';
import LongestFirstSequencer from './tests/longest-first-sequencer';

/** Loads `*.sql` migrations as text, as esbuild's `text` loader does for the server bundle. */
const sqlAsText = {
  name: 'sql-as-text',
  enforce: 'pre' as const,
  load(id: string) {
    if (!id.endsWith('.sql')) return null;
    return `export default ${JSON.stringify(readFileSync(id, 'utf8'))};`;
  },
};

const CLIENT_TESTS = ['tests/{domain,contract,application,adapters,ui}/**/*.test.{ts,tsx}'];
/** Client files that mock or reset modules: they keep a module graph of their own (see below). */
const MOCKS_MODULES = ['tests/application/printing/per-tile-updates.test.ts', 'tests/ui/lib/compact-io-ts.test.ts'];

/**
 * The browser build runs compact ports of MobX and mobx-react-lite (esbuild.config.ts, issue 27): the
 * client-compact project runs the suites that use them again on the ports. The disposal contract reads
 * MobX's own internals (its observer tree), which the ports do not have.
 */
const root = path.dirname(new URL(import.meta.url).pathname);
const COMPACT_PORTS = [
  { find: /^mobx$/, replacement: path.join(root, 'src/ui/lib/compact-mobx.ts') },
  { find: /^mobx-react-lite$/, replacement: path.join(root, 'src/ui/lib/compact-mobx-react-lite.ts') },
];

export default defineConfig({
  plugins: [sqlAsText],
  test: {
    // Longest files first, so that neither worker runs a long gate alone at the end (issue 20).
    sequence: { sequencer: LongestFirstSequencer },
    // Vitest's default is one worker fewer than the cores: one on this 2-core machine, which left
    // the second core idle while the PGlite suite ran (unit phase 584 s → 384 s with two).
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: 'client',
          include: CLIENT_TESTS,
          exclude: [...configDefaults.exclude, ...MOCKS_MODULES],
          // One module graph per worker, as the server project: isolated, each of the ~190 files paid
          // about a second of imports for ~0.15 s of tests (the project took 116 s on two cores, 33 s
          // shared). Stores and caches live in objects each test makes; what the modules keep is
          // keyed by those objects (WeakMaps) or only reused when equal.
          isolate: false,
          environment: 'node',
        },
      },
      {
        extends: true,
        resolve: { alias: COMPACT_PORTS },
        test: {
          name: 'client-compact',
          include: ['tests/{application,adapters,ui}/**/*.test.{ts,tsx}'],
          exclude: [...configDefaults.exclude, ...MOCKS_MODULES, 'tests/application/disposal.test.ts'],
          isolate: false,
          environment: 'node',
        },
      },
      {
        extends: true,
        test: {
          // The files that replace a module (vi.mock, vi.resetModules): in a shared graph the mock
          // misses modules other files loaded first, and a reset would reach the files after.
          name: 'client-mocks',
          include: MOCKS_MODULES,
          environment: 'node',
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          include: ['tests/server/**/*.test.ts'],
          // The server files share a worker's module graph and its PGlite template: isolated, each
          // file paid ~3.5 s of imports and ~3 s to compile PGlite and migrate a template again, about
          // 9 of its 10 s (the server suite was ~500 s of the unit phase's 598 s). Every file opens
          // its own databases and app, so nothing it tests lives in a module.
          isolate: false,
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
    coverage: {
      provider: 'v8',
      include: ['src/domain/**/*.ts'],
      reporter: ['text-summary', 'json-summary'],
      thresholds: { lines: 100, branches: 95 },
    },
  },
});
