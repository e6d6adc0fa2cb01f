import { inject, injectable } from 'inversify';
import { isLeft } from 'fp-ts/Either';
import { makeObservableByKind } from '../observable-by-kind';
import { activateProject, mergeServerProjects } from '../../domain/project';
import { CONTINUE_TEXT, readContinueQuery, type ContinueMode, type ContinueProblem } from '../../domain/sharing';
import { Analytics, type Analytics as AnalyticsPort } from '../ports/analytics';
import { ContinueLinks, type ContinueLink, type ContinueLinks as ContinueLinksPort } from '../ports/design-shares';
import { Navigator, type Navigator as NavigatorPort } from '../ports/navigator';
import { ServerProjects, type ServerProjects as ServerProjectsPort } from '../ports/server-projects';
import { ProjectStore, ProjectSync } from '../printing';
import { SavedProjectRequest } from './saved-project-request';

/** Where the phone's /continue visit stands. */
export type ContinueOpenState =
  | { readonly kind: 'idle' }
  | { readonly kind: 'opening' }
  | { readonly kind: 'refused'; readonly problem: ContinueProblem }
  | { readonly kind: 'failed' }
  | { readonly kind: 'done' };

/**
 * "Continue on my phone" (issue 35 item 3), both ends. The desktop's dialog: the active project's
 * edits saved first, then a signed link (move or copy, as the shopper chose) that the dialog shows as
 * a QR code. The phone's /continue page: the link redeemed once under this browser's cart, the project
 * loaded from the server, made the active one in progress, and the printing tool opened (never the
 * cart). Holds no reaction: nothing to dispose.
 */
@injectable()
export class ContinueFlow extends SavedProjectRequest {
  mode: ContinueMode = 'move';
  link: ContinueLink | null = null;
  openState: ContinueOpenState = { kind: 'idle' };
  /** Links this page redeemed: a retry after a failed load must not spend the link again. */
  private readonly redeemed = new Map<string, string>();

  constructor(
    @inject(ContinueLinks) private readonly links: ContinueLinksPort,
    @inject(ServerProjects) private readonly api: ServerProjectsPort,
    @inject(ProjectStore) private readonly projects: ProjectStore,
    @inject(ProjectSync) sync: ProjectSync,
    @inject(Navigator) private readonly navigator: NavigatorPort,
    @inject(Analytics) private readonly analytics: AnalyticsPort,
  ) {
    super(sync);
    makeObservableByKind<ContinueFlow, 'set'>(this, {
      observable: ['mode'],
      observableRef: ['link', 'openState'],
      action: ['choose', 'reset', 'set'],
    });
  }

  reset(): void {
    this.link = null;
    this.problem = null;
    this.busy = false;
  }

  /** The shopper's choice; a link made for the other choice is dropped (a new one is made for this one). */
  choose(mode: ContinueMode): void {
    if (mode === this.mode) return;
    this.mode = mode;
    this.link = null;
  }

  /** Desktop: a link for the active project in the chosen mode. */
  async make(): Promise<void> {
    const project = this.projects.active;
    const mode = this.mode;
    await this.requestSaved(
      project.id,
      'This project is not saved yet. Try again in a moment.',
      () => this.links.create(project.id, this.projects.cartToken, mode),
      (link) => {
        // A link made for the other choice is dropped: the shopper changed the mode meanwhile.
        if (this.mode === mode) this.link = link;
      },
    );
  }

  /** Phone: `search` is the /continue page's query. */
  async open(search: string): Promise<void> {
    const link = readContinueQuery(search);
    if (link === null) return this.set(() => (this.openState = { kind: 'refused', problem: 'invalid' }));
    this.set(() => (this.openState = { kind: 'opening' }));
    let projectId = this.redeemed.get(link);
    if (projectId === undefined) {
      const answer = await this.links.redeem(link, this.projects.cartToken);
      if (isLeft(answer)) {
        const failure = answer.left;
        if (failure.code === 'continue/refused') return this.set(() => (this.openState = { kind: 'refused', problem: failure.problem }));
        return this.fail(failure.message);
      }
      projectId = answer.right;
      this.redeemed.set(link, projectId);
    }
    const copies = await this.api.list(this.projects.cartToken);
    if (isLeft(copies)) return this.fail(copies.left.message);
    const found = copies.right.find((c) => c.project.id === projectId);
    if (!found) return this.fail(`the continued project ${projectId} was not listed`);
    const id = projectId;
    this.projects.updateProjects((projects) => {
      const merged = mergeServerProjects(projects, [found]).projects;
      // It opens in the printing tool: in progress and the active one (saved so, for every device).
      const opened = merged.map((p) => (p.id === id && p.status !== 'InProgress' ? { ...p, status: 'InProgress' as const, hasUnsavedChanges: true } : p));
      return activateProject(opened, id);
    });
    this.set(() => (this.openState = { kind: 'done' }));
    this.navigator.navigate('/printing', { replace: true });
  }

  /** The words for a refusal. */
  static message(problem: ContinueProblem): string {
    return CONTINUE_TEXT[problem];
  }

  private fail(message: string): void {
    this.analytics.reportError(new Error(message), { where: 'continue link' });
    this.set(() => (this.openState = { kind: 'failed' }));
  }

  private set(change: () => void): void {
    change();
  }
}
