import { ContainerModule, inject, injectable, preDestroy } from 'inversify';
import { isLeft } from 'fp-ts/Either';
import { action, computed, makeObservable, observable, observableRef, runInAction } from 'mobx';
import { domainError } from '../../domain/errors';
import type { StorageKey } from '../../domain/persistence';
import { CartContentsStore, CartCount } from '../cart';
import { Analytics, type Analytics as AnalyticsPort } from '../ports/analytics';
import { AdminConfettiApi, type AdminConfettiApi as Api, type AdminCustomer } from '../ports/admin-confetti-api';
import { Navigator, type Navigator as NavigatorPort } from '../ports/navigator';
import { ProjectBroadcast } from '../ports/project-broadcast';
import { ServerProjects, type ServerProjects as ServerProjectsPort } from '../ports/server-projects';
import { ConvertPromptStore, HoldRefusedSaves, OneProjectScope, ProjectStore, ProjectSync } from '../printing';
import { ModalStore } from '../shell/modal-store';
import { LEAVE_UNSAVED_QUESTION, refusalNotice, type RefusalNotice } from './customer-save-refusal';
import { customerPagePath } from './customers-store';
import { SessionNavigator } from './session-navigator';
import { AdminPage } from './admin-page';

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
  'projects',
  'wallPadsInCart',
  'promo',
  'checkoutId',
  'lastCart',
  'cartItems',
  'uploadsInFlight',
  'checkoutDetails',
  'convertChoice',
  'sentPurchases',
]);

export const CUSTOMER_PROJECT_MISSING = 'This project is not among the customer’s saved projects: it was ordered, deleted, or belongs to someone else.';
/** How the photo dialog names the photos already in the customer's project ('Customer’s photo 1'). */
export const CUSTOMER_PHOTO_LABEL = 'Customer’s photo';
/** The session's primary action (in place of the printing tool's Add to Cart). */
export const DONE_LABEL = 'Done: back to the customer';
export const NOT_SAVED_YET = 'Not saved for the customer yet: the change is being retried. Choose Done again once it says Saved.';
/** What the printing tool answers when asked for anything but this one project (a cart, another project, a split). */
export const ONE_PROJECT_REFUSAL = domainError(
  'printing/one-project',
  'While you edit for a customer, only their project changes: it does not go into a cart, and no other project is started, opened or removed.',
);

/** The customer's name and email as the page names them ('Ada Lovelace', or the email alone). */
const fullName = (c: AdminCustomer): string => [c.firstName, c.lastName].filter(Boolean).join(' ');

/**
 * An admin editing one customer's saved project in the printing tool (issue #17, SPEC §6). It lives in
 * a container of its own (`customerEditingModule` + the composition root's `customerEditingContainer`):
 * its own ProjectStore and ProjectSync over in-memory records, confined to that one project
 * (OneProjectScope: no default project, no cart, no other project), reading and saving through the
 * customer's `userId`. `open()` loads it and makes it the only one; `done()` sends what is unsaved,
 * waits for it to land and returns to the customer's page.
 */
@injectable()
export class CustomerProjectSession extends AdminPage {
  status: 'loading' | 'ready' | 'missing' | 'failed' = 'loading';
  error: string | null = null;
  /** The customer, once the admin API named them. */
  customer: AdminCustomer | null = null;
  /** Done was chosen: the last saves are on their way. */
  closing = false;

  constructor(
    @inject(ProjectStore) private readonly projects: ProjectStore,
    @inject(ProjectSync) private readonly sync: ProjectSync,
    @inject(ServerProjects) private readonly server: ServerProjectsPort,
    @inject(AdminConfettiApi) private readonly admin: Api,
    @inject(Navigator) private readonly navigator: NavigatorPort,
    @inject(CustomerEditingTarget) readonly target: CustomerEditingTarget,
    @inject(ModalStore) private readonly modals: ModalStore,
    @inject(ConvertPromptStore) private readonly blackFrames: ConvertPromptStore,
  ) {
    super();
    makeObservable(this, { status: observable, error: observable, customer: observableRef, closing: observable, refusal: computed, done: action });
  }

  /**
   * Why the server refused the last save for the customer (held by the sync, HoldRefusedSaves): the
   * change stays on screen and unsaved until the admin reloads the customer's version, tries again
   * or leaves without saving. Null while nothing is refused.
   */
  get refusal(): RefusalNotice | null {
    const held = this.sync.refusals.get(this.target.projectId);
    return held === undefined ? null : refusalNotice(held);
  }

  /** Where the session returns: the page with the customer's projects. */
  get backAddress(): string {
    return customerPagePath(this.target.customerId);
  }

  /** Whose project this is, for the page's heading: 'Editing Ada Lovelace’s project (ada@example.com)'. */
  get heading(): string {
    const { title, detail } = this.headingParts;
    return detail === null ? title : `${title} ${detail}`;
  }

  /** The heading in two parts, so that a narrow screen can put the email on a line of its own. */
  get headingParts(): { readonly title: string; readonly detail: string | null } {
    const c = this.customer;
    if (c === null) return { title: `Editing the project of customer ${this.target.customerId}`, detail: null };
    const name = fullName(c);
    return name ? { title: `Editing ${name}’s project`, detail: `(${c.email})` } : { title: `Editing ${c.email}’s project`, detail: null };
  }

  /**
   * Loads the customer's project with the status the server holds and opens it in the tool: an
   * InProgress one as it is; one in the customer's cart is reopened for editing (InProgress again),
   * as the cart's Edit would for them. The tool's fresh default project goes: only theirs is shown.
   */
  async open(): Promise<void> {
    const [copies, who] = await Promise.all([this.server.list(), this.admin.customerProjects(this.target.customerId)]);
    if (!this.pageOpen) return;
    if (!isLeft(who)) runInAction(() => (this.customer = who.right.customer));
    if (isLeft(copies)) {
      runInAction(() => {
        this.status = 'failed';
        this.error = copies.left.message;
      });
      return;
    }
    this.sync.merge(copies.right, { keepServerStatus: true });
    const id = this.target.projectId;
    const project = this.projects.projects.find((p) => p.id === id);
    if (project?.status === 'InProgress') this.projects.activateProject(id);
    else if (project?.status === 'Cart') this.projects.editFromCart(id);
    const ready = project !== undefined && project.status !== 'Completed';
    // Never saved (the customer's calls refuse any other id), but nothing the admin could take for theirs.
    if (ready) this.projects.updateProjects((all) => all.filter((p) => p.id === id));
    runInAction(() => (this.status = ready ? 'ready' : 'missing'));
    // The tenant's prompts as the customer would meet them (the wg tenant's black frames), about
    // their project only; the answer stays in this session's own memory (CUSTOMER_SESSION_OWN_KEYS).
    if (ready) this.blackFrames.start();
  }

  /**
   * The primary action: sends the unsaved change now, waits until it landed, then goes back to the
   * customer's page. A save that keeps failing keeps the admin here, told so.
   */
  async done(): Promise<void> {
    if (this.closing || this.status !== 'ready') return;
    const refused = this.refusal;
    // A refusal that cannot pass (ordered, changed by the customer, gone) stays as it is: Done never claims success over it.
    if (refused !== null && !refused.canRetry) return;
    this.closing = true;
    this.error = null;
    if (refused !== null) this.sync.retryHeld(this.target.projectId);
    this.projects.flush();
    // Landed, refused, or the save just sent failed too (its retry waits on a timer, or never answered): no use keeping the admin waiting.
    const landed = await this.sync.settle([this.target.projectId]);
    if (!this.pageOpen) return;
    if (!landed) {
      runInAction(() => {
        this.closing = false;
        // A refusal speaks for itself (`refusal`); a save still being retried is said here.
        if (this.refusal === null) this.error = NOT_SAVED_YET;
      });
      return;
    }
    this.navigator.navigate(this.backAddress);
  }

  /** After a 409: the customer's newer version replaces the admin's unsaved change (never the other way round). */
  reloadCustomerVersion(): void {
    this.sync.takeServerCopy(this.target.projectId);
  }

  /**
   * 'Back to the customer' with a refused change: asks first, then leaves without saving it (the
   * session's records are in memory only, so the change goes with the session). Answers whether it left.
   */
  async leaveWithoutSaving(): Promise<boolean> {
    if (!(await this.modals.confirm(LEAVE_UNSAVED_QUESTION))) return false;
    if (!this.pageOpen) return false;
    this.navigator.navigate(this.backAddress);
    return true;
  }

  /** Sends the project's unsaved change now (the admin is leaving): a gesture under way first. */
  leave(): void {
    this.projects.flush();
    this.sync.flush();
  }

  @preDestroy()
  override dispose(): void {
    super.dispose();
    this.sync.flush();
  }
}

/**
 * The editing session's own bindings, for the child container the composition root builds over the
 * app's (`customerEditingContainer`; the root adds the adapters: in-memory records over the app's,
 * the customer's projects calls). A cart of its own, nothing said to the admin's other tabs, a
 * navigator that stays in /admin, and the printing tool confined to the one project.
 */
export const customerEditingModule = (target: CustomerEditingTarget, appNavigator: NavigatorPort) =>
  new ContainerModule(({ bind }) => {
    bind(CustomerEditingTarget).toConstantValue(target);
    bind(OneProjectScope).toConstantValue({ projectId: target.projectId, refusal: ONE_PROJECT_REFUSAL, photoLabel: CUSTOMER_PHOTO_LABEL });
    // A refused save is the admin's to decide on (told why, the change kept), never dropped or merged silently.
    bind(HoldRefusedSaves).toConstantValue(true);
    bind(ProjectBroadcast).toConstantValue({ post: () => {}, subscribe: () => () => {} });
    bind(Navigator)
      .toDynamicValue((ctx) => new SessionNavigator(appNavigator, ctx.get<AnalyticsPort>(Analytics)))
      .inSingletonScope();
    // Its count too: the app's header keeps counting the admin's own cart.
    bind(CartCount).toSelf().inSingletonScope();
    bind(CartContentsStore).toSelf().inSingletonScope();
    bind(CustomerProjectSession).toSelf().inSingletonScope();
  });
