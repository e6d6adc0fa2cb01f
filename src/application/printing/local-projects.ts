import { inject, injectable } from 'inversify';
import { reaction } from 'mobx';
import type { Project } from '../../domain/project';
import { Analytics, type Analytics as AnalyticsPort } from '../ports/analytics';
import { LocalRecords, type LocalRecords as Records } from '../ports/local-records';
import { Scheduler, type Scheduler as SchedulerPort } from '../ports/scheduler';
import { ProjectsPersistence } from './projects-persistence';
import { ProjectsStorage } from './projects-storage';

/** The list `LocalProjects` keeps written, and whether a gesture under way holds a due write back. */
export interface KeptProjects {
  readonly projects: () => readonly Project[];
  readonly gestureOpen: () => boolean;
}

/**
 * The shopper's projects in this browser (SPEC §3/§4): read once when the session starts, with the
 * cart token they carry, then written a debounce after each change (held back by a gesture, see
 * `projects-persistence.ts`), or at once when a status change or the page going away asks for it.
 * Split out of `ProjectStore` (issue 36), which owns the list and its rules.
 */
@injectable()
export class LocalProjects {
  private readonly storage: ProjectsStorage;
  private readonly persistence: ProjectsPersistence;
  private kept: KeptProjects | undefined;

  constructor(@inject(LocalRecords) records: Records, @inject(Analytics) analytics: AnalyticsPort, @inject(Scheduler) scheduler: SchedulerPort) {
    this.storage = new ProjectsStorage(records, analytics);
    this.persistence = new ProjectsPersistence(
      scheduler,
      () => this.writeNow(),
      () => this.kept?.gestureOpen() ?? false,
    );
  }

  /** The stored projects and this browser's cart token (`newToken` when no project carries one). */
  read(newToken: () => string): { readonly projects: readonly Project[]; readonly cartToken: string } {
    const projects = this.storage.read();
    // The active project was made here; a project loaded from another device may carry its token.
    const cartToken = [...projects].sort((a, b) => Number(b.isActive) - Number(a.isActive)).find((p) => p.cartToken !== '')?.cartToken ?? newToken();
    return { projects, cartToken };
  }

  /** Keeps the list written from now on: each change schedules a write. Answers the disposer. */
  keep(kept: KeptProjects): () => void {
    this.kept = kept;
    return reaction(kept.projects, () => this.persistence.schedule());
  }

  /** Whether a write is waiting (the store writes it before it goes). */
  get pending(): boolean {
    return this.persistence.pending;
  }

  /** A gesture opened: a pending write waits for its end (or the maximum wait). */
  hold(): void {
    this.persistence.hold();
  }

  /** The gesture that held a due write back has ended. */
  release(): void {
    this.persistence.release();
  }

  /** Writes the list now; the pending write, if any, is moot. */
  writeNow(): void {
    this.persistence.cancel();
    if (this.kept) this.storage.write(this.kept.projects());
  }
}
