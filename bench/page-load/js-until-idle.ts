/**
 * JS until idle per route, counted exactly as the page-load bench counts it (settle(), scriptBytes():
 * every script fetched until the network and the main thread are idle, gzip level 9), but from one
 * plain load per route: no CPU or network throttling, no web-vitals, no Lighthouse. Which scripts a
 * page fetches does not depend on the machine's load, so this runs beside other work (issue 27).
 *
 *   TPX_DIST=dist-x npx tsx bench/page-load/js-until-idle.ts [--files] [/route ...]
 *
 * `--files` lists each route's scripts with their gzip size and their largest inputs (metafile).
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Metafile } from 'esbuild';
import { chromium } from 'playwright-core';
import { ROUTES, STOREFRONT_ROUTES, scriptBytes, settle, waitForServer } from './page-load-bench';

const root = path.resolve(import.meta.dirname, '../..');
const dist = path.resolve(root, process.env.TPX_DIST ?? 'dist');
const clientDir = path.join(dist, 'client');
const args = process.argv.slice(2);
const listFiles = args.includes('--files');
const routes = args.filter((a) => a.startsWith('/'));
const meta = JSON.parse(readFileSync(path.join(dist, 'meta/client.json'), 'utf8')) as Metafile;

const port = Number(process.env.BENCH_PORT ?? 4900 + Math.floor(Math.random() * 400));
const base = `http://localhost:${port}`;
const server = spawn(process.execPath, [path.join(dist, 'server/main.js')], {
  env: { ...process.env, PORT: String(port), PUBLIC_URL: base, DATA_DIR: mkdtempSync(path.join(tmpdir(), 'tpx-jsidle-')), NODE_ENV: 'production' },
  stdio: ['ignore', 'ignore', 'inherit'],
});
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-gpu'],
});

/** The largest inputs of a built file, from the metafile (bytes in the output, before gzip). */
function inputsOf(pathname: string) {
  const key = path.relative(root, path.join(clientDir, decodeURIComponent(pathname)));
  const inputs = Object.entries(meta.outputs[key]?.inputs ?? {}).toSorted(([, a], [, b]) => b.bytesInOutput - a.bytesInOutput);
  return inputs
    .slice(0, 6)
    .map(([name, i]) => `${name.replace(/^node_modules\//, '')} ${(i.bytesInOutput / 1024).toFixed(1)}`)
    .join(', ');
}

try {
  await waitForServer(`${base}/healthz`);
  console.log('| route | JS until idle (gzip) | as served (brotli) | files |\n| --- | ---: | ---: | ---: |');
  const details: string[] = [];
  for (const route of routes.length ? routes : ROUTES) {
    // The phone's viewport and input, as the bench's phone profile (a fresh context: cold cache).
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    const net = { lastActivity: Date.now(), inFlight: new Set<string>(), scripts: [] as string[] };
    cdp.on('Network.requestWillBeSent', (e) => {
      if (e.type === 'Script' || /\.m?js$/.test(new URL(e.request.url).pathname)) net.scripts.push(e.request.url);
      net.inFlight.add(e.requestId);
      net.lastActivity = Date.now();
    });
    const done = (e: { requestId: string }) => {
      net.inFlight.delete(e.requestId);
      net.lastActivity = Date.now();
    };
    cdp.on('Network.loadingFinished', done);
    cdp.on('Network.loadingFailed', done);
    page.on('pageerror', (e) => console.error(`${route}: pageerror ${e.message}`));
    await page.goto(base + route, { waitUntil: 'load' });
    await settle(page, net);
    const js = scriptBytes(net.scripts, clientDir);
    const budget = (STOREFRONT_ROUTES as readonly string[]).includes(route) ? (js.gzip <= 120 * 1024 ? ' (≤ 120)' : ' (over 120)') : '';
    console.log(`| ${route} | ${(js.gzip / 1024).toFixed(1)} KB${budget} | ${(js.brotli / 1024).toFixed(1)} KB | ${js.files} |`);
    if (listFiles) {
      details.push(`\n${route}`);
      for (const p of [...new Set(net.scripts.map((u) => new URL(u).pathname))]) {
        let gz = 0;
        try {
          gz = gzipSync(readFileSync(path.join(clientDir, decodeURIComponent(p))), { level: 9 }).length;
        } catch {
          // not a built file
        }
        details.push(`  ${(gz / 1024).toFixed(1).padStart(6)} KB ${p}: ${inputsOf(p)}`);
      }
    }
    await context.close();
  }
  if (details.length) console.log(details.join('\n'));
} finally {
  await browser.close();
  server.kill('SIGTERM');
}
