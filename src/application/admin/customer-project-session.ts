import { inject, injectable, preDestroy } from 'inversify';
import { makeObservable, observable, runInAction } from 'mobx';
import { ProjectStore } from '../printing/project-store';
import { ProjectSync } from '../printing/project-sync';
import type { StorageKey } from '../../domain/persistence';

/** Whose project an admin edits (SPEC §6): bound in the editing session's own container only. */
export interface CustomerEditingTarget {
  readonly customerId: string;
  readonly projectId: string;
}
export const CustomerEditingTarget = Symbol('CustomerEditingTarget');

/**
 * The local records an editing session keeps to itself (in memory): the printing tool's projects and
 * everything of a cart, so the admin's own projects and cart are never read or written by it.
 */
export const CUSTOMER_SESSION_OWN_KEYS: ReadonlySet<StorageKey> = new Set<StorageKey>([
  'projects', 'wallPadsInCart', 'promo', 'checkoutId', 'lastCart', 'cartItems', 'uploadsInFlight', 'checkoutDetails', 'convertChoice', 'sentPurchases',
]);

export const CUSTOMER_PROJECT_MISSING = 'This project is not among the customer’s saved projects: it was ordered, deleted, or belongs to someone else.';

/**
 * An admin editing one customer's saved project in the printing tool (issue #17, SPEC §6). It lives in
 * a container of its own (the composition root's `customerEditingContainer`): its own ProjectStore and
 * ProjectSync over in-memory records, reading and saving through the customer's `userId`, saving only
 * that project. `open()` loads it and makes it the active one; `leave()` sends what is unsaved first.
 */
@injectable()
export class CustomerProjectSession {
  status: 'loading' | 'ready' | 'missing' = 'loading';

  constructor(
    @inject(ProjectStore) private readonly projects: ProjectStore,
    @inject(ProjectSync) private readonly sync: ProjectSync,
    @inject(CustomerEditingTarget) readonly target: CustomerEditingTarget,
  ) {
    makeObservable(this, { status: observable });
  }

  async open(): Promise<void> {
    await this.sync.loadServerProjects();
    const found = this.projects.projects.some((p) => p.id === this.target.projectId);
    if (found) this.projects.activateProject(this.target.projectId);
    runInAction(() => (this.status = found ? 'ready' : 'missing'));
  }

  /** Whether the project still has changes on their way to the server. */
  get saving(): boolean {
    return this.sync.status === 'saving' || this.sync.status === 'retrying';
  }

  /** Sends the project's unsaved change now (the admin is leaving). */
  leave(): void {
    this.sync.flush();
  }

  @preDestroy()
  dispose(): void {
    this.sync.flush();
  }
}
