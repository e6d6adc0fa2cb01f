import type { Page, Request, Route } from '@playwright/test';

/**
 * The e2e fault mode (issue 20): a Playwright route layer in front of the server that answers a
 * seeded share of the API calls with a fault. Covered: the main API and the storefront GraphQL and
 * vault (`/api/**`), and the photo bucket's POSTs and HEADs (`/files`). Never the page, its scripts
 * or image downloads. Faults, in equal shares:
 * - `500`: the server failed (nothing applied);
 * - `429`: too many requests, with `Retry-After: 1` (nothing applied);
 * - `timeout`: no answer in time (the connection is dropped after a short stall; nothing applied);
 * - `lost`: the request reached the server and was applied, but the answer is lost on the way back.
 */
export type FaultKind = '500' | '429' | 'timeout' | 'lost';
export const FAULT_KINDS: readonly FaultKind[] = ['500', '429', 'timeout', 'lost'];

export interface FaultFigures {
  /** Requests that met the fault layer (the ones that could have been faulted). */
  requests: number;
  faults: Record<FaultKind, number>;
  /** Requests that repeat one that was faulted earlier: the client's retries. */
  retries: number;
}

/** mulberry32: a small, seeded PRNG, so a failing run can be replayed with its seed. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A new base seed, or the one given in TPX_FAULT_SEED to replay a run. */
export const baseSeed = (): number => (process.env.TPX_FAULT_SEED ? Number(process.env.TPX_FAULT_SEED) : Math.floor(Math.random() * 2 ** 31));

const faultable = (request: Request): boolean => {
  const url = new URL(request.url());
  if (url.pathname.startsWith('/api/dev/')) return false;
  if (url.pathname.startsWith('/api/')) return true;
  // The bucket: the presigned POST and the HEAD that reads a photo's size, not the image downloads.
  return url.pathname.startsWith('/files') && (request.method() === 'POST' || request.method() === 'HEAD');
};

/** What makes a request "the same one again": method, address and body (the upload's key, whose multipart boundary changes). */
function signature(request: Request): string {
  const body = request.postDataBuffer()?.toString('latin1') ?? '';
  const uploadKey = /name="key"\r\n\r\n([^\r]+)/.exec(body)?.[1];
  return `${request.method()} ${request.url()} ${uploadKey ?? body}`;
}

export class FaultInjector {
  readonly figures: FaultFigures = { requests: 0, faults: { '500': 0, '429': 0, timeout: 0, lost: 0 }, retries: 0 };
  private readonly random: () => number;
  private readonly faulted = new Set<string>();
  private readonly waiters: Array<{ count: number; resolve: () => void }> = [];
  private enabled = true;

  constructor(
    private readonly page: Page,
    readonly seed: number,
    private readonly rate = 0.1,
  ) {
    this.random = seededRandom(seed);
  }

  async install(): Promise<void> {
    await this.page.route(
      () => true,
      (route) => this.handle(route),
    );
  }

  /** Stops injecting (the test's own checks after the journey). */
  stop(): void {
    this.enabled = false;
  }

  /** Resolves once `count` faultable requests have been seen: a moment chosen by the traffic, not by a clock. */
  afterRequests(count: number): Promise<void> {
    if (this.figures.requests >= count) return Promise.resolve();
    return new Promise((resolve) => this.waiters.push({ count, resolve }));
  }

  private async handle(route: Route): Promise<void> {
    const request = route.request();
    if (!this.enabled || !faultable(request)) return route.fallback();
    this.figures.requests++;
    for (const w of this.waiters.filter((w) => this.figures.requests >= w.count)) {
      this.waiters.splice(this.waiters.indexOf(w), 1);
      w.resolve();
    }
    const key = signature(request);
    if (this.faulted.has(key)) this.figures.retries++;
    // Two draws per request whatever happens, so a seed replays the same plan.
    const hit = this.random() < this.rate;
    const kind = FAULT_KINDS[Math.floor(this.random() * FAULT_KINDS.length)]!;
    if (!hit) return route.fallback();
    this.faulted.add(key);
    this.figures.faults[kind]++;
    try {
      switch (kind) {
        case '500':
          return await route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ message: 'Injected fault: 500' }) });
        case '429':
          return await route.fulfill({
            status: 429,
            headers: { 'Retry-After': '1' },
            contentType: 'application/json',
            body: JSON.stringify({ message: 'Injected fault: 429' }),
          });
        case 'timeout':
          // A stall, then the connection gives up: what a client sees when a proxy times out.
          await new Promise((resolve) => setTimeout(resolve, 250));
          return await route.abort('timedout');
        case 'lost':
          // The server applies it; the answer never arrives.
          await route.fetch({ maxRedirects: 0 }).catch(() => undefined);
          return await route.abort('connectionreset');
      }
    } catch {
      // The page went away mid-fault (a reload): nothing to answer.
    }
  }
}

/** Figures of several runs, summed. */
export function addFigures(into: FaultFigures, from: FaultFigures): void {
  into.requests += from.requests;
  into.retries += from.retries;
  for (const kind of FAULT_KINDS) into.faults[kind] += from.faults[kind];
}

export const totalFaults = (f: FaultFigures): number => FAULT_KINDS.reduce((n, k) => n + f.faults[k], 0);
