import { inject, injectable, preDestroy } from 'inversify';
import { isLeft } from 'fp-ts/Either';
import { makeObservable, observable, runInAction } from 'mobx';
import { ServerProjects, type ServerProjects as ServerProjectsPort } from '../ports/server-projects';
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
  status: 'loading' | 'ready' | 'missing' | 'failed' = 'loading';
  error: string | null = null;

  constructor(
    @inject(ProjectStore) private readonly projects: ProjectStore,
    @inject(ProjectSync) private readonly sync: ProjectSync,
    @inject(ServerProjects) private readonly server: ServerProjectsPort,
    @inject(CustomerEditingTarget) readonly target: CustomerEditingTarget,
  ) {
    makeObservable(this, { status: observable, error: observable });
  }

  /**
   * Loads the customer's project with the status the server holds and opens it in the tool: an
   * InProgress one as it is; one in the customer's cart is reopened for editing (InProgress again),
   * as the cart's Edit would for them.
   */
  async open(): Promise<void> {
    const copies = await this.server.list();
    if (isLeft(copies)) {
      runInAction(() => {
        this.status = 'failed';
        this.error = copies.left.message;
      });
      return;
    }
    this.sync.merge(copies.right, { keepServerStatus: true });
    const project = this.projects.projects.find((p) => p.id === this.target.projectId);
    if (project?.status === 'InProgress') this.projects.activateProject(project.id);
    else if (project?.status === 'Cart') this.projects.editFromCart(project.id);
    runInAction(() => (this.status = project && project.status !== 'Completed' ? 'ready' : 'missing'));
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
