/**
 * Lighthouse 12 (mobile, its default: Moto G-class emulation, simulated slow 4G) on the storefront
 * routes (issue 27): the four category scores per page, one run each. It runs the `lighthouse` CLI
 * (devDependency, pinned 12.2.3) with Debian's Chromium; bench only, never in `npm test`.
 *
 * `LIGHTHOUSE_BIN` points at another install of the CLI (e.g. one made with
 * `npm install --prefix bench/.tmp/lighthouse lighthouse@12.2.3` where node_modules is shared).
 */
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type Category = (typeof CATEGORIES)[number];

export interface LighthouseScores {
  route: string;
  /** 0–100 per category; null when Lighthouse gave none (a runtime error). */
  scores: Record<Category, number | null>;
  runtimeError?: string;
}

function lighthouseBin(root: string): string {
  const candidates = [
    process.env.LIGHTHOUSE_BIN,
    path.join(root, 'node_modules/.bin/lighthouse'),
    path.join(root, 'bench/.tmp/lighthouse/node_modules/.bin/lighthouse'),
  ];
  const found = candidates.find((c): c is string => Boolean(c) && existsSync(c!));
  if (!found) throw new Error('lighthouse is not installed (npm install, or LIGHTHOUSE_BIN)');
  return found;
}

/** Scores each route of `base` in turn (one Chromium per run, as the CLI does). */
export async function lighthouseScores(root: string, base: string, routes: string[]): Promise<LighthouseScores[]> {
  const bin = lighthouseBin(root);
  const results: LighthouseScores[] = [];
  const once = (route: string) =>
    run(
      process.execPath,
      [
        bin,
        base + route,
        '--output=json',
        '--output-path=stdout',
        '--quiet',
        `--only-categories=${CATEGORIES.join(',')}`,
        '--chrome-flags=--headless=new --no-sandbox --disable-gpu',
      ],
      { env: { ...process.env, CHROME_PATH: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' }, maxBuffer: 256 * 1024 * 1024, timeout: 180_000 },
    );
  for (const route of routes) {
    // Lighthouse now and then fails to record its own trace (NO_NAVSTART: "Please run Lighthouse
    // again"); one such run must not leave every page unmeasured. Up to three tries, then the error.
    let attempt = 0;
    let output: { stdout: string } | undefined;
    while (output === undefined) {
      try {
        output = await once(route);
      } catch (error) {
        if (++attempt >= 3) throw error;
      }
    }
    const { stdout } = output;
    const lhr = JSON.parse(stdout) as { categories: Record<string, { score: number | null }>; runtimeError?: { message: string } };
    const score = (c: Category) => {
      const value = lhr.categories[c]?.score;
      return value === null || value === undefined ? null : Math.round(value * 100);
    };
    results.push({
      route,
      scores: { performance: score('performance'), accessibility: score('accessibility'), 'best-practices': score('best-practices'), seo: score('seo') },
      ...(lhr.runtimeError ? { runtimeError: lhr.runtimeError.message } : {}),
    });
  }
  return results;
}
