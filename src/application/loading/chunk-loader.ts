import { inject, injectable } from 'inversify';
import { action, makeObservable, observableRef } from 'mobx';
import { ChunkLoadFailure, nextChunkRetry, type ChunkKind } from '../../domain/loading/chunk-load';
import { Analytics, type Analytics as AnalyticsPort } from '../ports/analytics';
import { Scheduler, type Scheduler as SchedulerPort } from '../ports/scheduler';
import type { Stylesheets } from '../ports/stylesheets';

/**
 * Every lazy part of the client (pages, modal bodies, shell parts, lazily made adapters, the
 * stylesheet) loads through here (SPEC §8): a failed load is tried again on the domain's plan
 * (chunk-load.ts) and given up after 120 s as `ChunkLoadError` / `CSS_CHUNK_LOAD_FAILED`, reported
 * to analytics once and kept in `failure`, which the shell shows as one message with a Reload button.
 */
@injectable()
export class ChunkLoader {
  /** The first load given up, if any: the notice shows it until the page reloads. */
  failure: ChunkLoadFailure | null = null;

  constructor(
    @inject(Scheduler) private readonly scheduler: SchedulerPort,
    @inject(Analytics) private readonly analytics: AnalyticsPort,
  ) {
    makeObservable<ChunkLoader, 'giveUp'>(this, { failure: observableRef, giveUp: action });
  }

  /** Runs `attempt` until it resolves, retrying on the plan; rejects with a ChunkLoadFailure after 120 s of failures. */
  async load<T>(attempt: () => Promise<T>, kind: ChunkKind = 'code'): Promise<T> {
    const started = this.scheduler.now();
    for (let tries = 0; ; tries++) {
      try {
        return await attempt();
      } catch (error) {
        // A part that loaded but threw is a bug, not a load failure: it is not retried.
        if (!isLoadError(error)) throw error;
        const step = nextChunkRetry(tries, this.scheduler.now() - started);
        if (step.kind === 'give-up') throw this.giveUp(new ChunkLoadFailure(kind, tries + 1, error));
        await new Promise<void>((resolve) => this.scheduler.after(step.delayMs, resolve));
      }
    }
  }

  /**
   * At start: a stylesheet that failed (the page's HTML outlived a deploy, a dropped connection)
   * is loaded again on the same plan, and given up as CSS_CHUNK_LOAD_FAILED after 120 s.
   */
  async recoverStylesheets(stylesheets: Stylesheets): Promise<void> {
    await Promise.all(stylesheets.failed().map((href) => this.load(() => stylesheets.reload(href), 'style').catch(() => undefined)));
  }

  private giveUp(failure: ChunkLoadFailure): ChunkLoadFailure {
    if (!this.failure) {
      this.failure = failure;
      this.analytics.reportError(failure, { where: failure.kind === 'code' ? 'chunk load' : 'stylesheet load' });
    }
    return failure;
  }
}

/**
 * A load failure: the browsers' TypeErrors for a module that could not be fetched ("Failed to fetch
 * dynamically imported module", "error loading dynamically imported module", "Importing a module
 * script failed"), a stylesheet's failure (StylesheetLoadError), or a chunk given up already. A
 * SyntaxError or an error a module threw while it ran is not.
 */
export function isLoadError(error: unknown): boolean {
  if (error instanceof ChunkLoadFailure) return false;
  if (!(error instanceof Error)) return false;
  if (error.name === 'StylesheetLoadError') return true;
  return error instanceof TypeError && /dynamically imported module|importing a module script failed|failed to fetch/i.test(error.message);
}

/** Where the module-level loaders (React.lazy, lazy ports) find the app's loader; set at start. */
let current: ChunkLoader | null = null;

export function provideChunkLoader(loader: ChunkLoader): void {
  current = loader;
}

/** Loads a chunk through the app's ChunkLoader; before start (and in unit tests) it loads once, as import() does. */
export function loadChunk<T>(attempt: () => Promise<T>): Promise<T> {
  return current ? current.load(attempt) : attempt();
}
