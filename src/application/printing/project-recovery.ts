import { inject, injectable } from 'inversify';
import { isLeft } from 'fp-ts/Either';
import { action, makeObservable, observableRef } from 'mobx';
import { isEmptyProject, mergeServerProjects, resumeProjects } from '../../domain/project';
import { LoginPrompt } from '../account/login-prompt';
import { SessionStore } from '../account/session-store';
import { Analytics, type Analytics as AnalyticsPort } from '../ports/analytics';
import { Navigator, type Navigator as NavigatorPort } from '../ports/navigator';
import { ServerProjects, type ServerProjects as ServerProjectsPort } from '../ports/server-projects';
import { ProjectStore } from './project-store';
import { ConvertPromptStore } from './convert-prompt-store';

/** Where a /resume or /recover visit stands. */
export type RecoveryState =
  | { readonly kind: 'idle' }
  | { readonly kind: 'loading' }
  /** Nothing to bring back: the link is not (or no longer) good. */
  | { readonly kind: 'notFound' }
  /** The store could not be reached; trying again may work. */
  | { readonly kind: 'failed' }
  | { readonly kind: 'done'; readonly to: '/printing' | '/cart' };

/** A cart token as the client makes them (a UUID) or any similar opaque id: letters, digits, '-' and '_'. */
const CART_TOKEN = /^[A-Za-z0-9_-]{8,128}$/;

/**
 * The /resume and /recover links (SPEC §4, issue #15). Resume: the server projects load (this
 * browser's cart token, and the customer's when signed in), the newest InProgress one becomes active
 * and the shopper lands in /printing, the others go to the Cart. Recover (`?cart=<cartToken>`, the
 * recovery email's link): that cart token becomes this browser's, its projects load into the Cart
 * and the shopper lands in /cart.
 */
@injectable()
export class ProjectRecovery {
  state: RecoveryState = { kind: 'idle' };

  constructor(
    @inject(ProjectStore) private readonly store: ProjectStore,
    @inject(ServerProjects) private readonly api: ServerProjectsPort,
    @inject(SessionStore) private readonly session: SessionStore,
    @inject(LoginPrompt) private readonly login: LoginPrompt,
    @inject(Navigator) private readonly navigator: NavigatorPort,
    @inject(Analytics) private readonly analytics: AnalyticsPort,
    @inject(ConvertPromptStore) private readonly blackFrames: ConvertPromptStore,
  ) {
    makeObservable<ProjectRecovery, 'set'>(this, { state: observableRef, set: action });
  }

  get signedIn(): boolean {
    return this.session.signedIn;
  }

  /** /resume: the newest InProgress project becomes active and the shopper goes to /printing; the others become Cart. */
  async resume(): Promise<void> {
    this.set({ kind: 'loading' });
    const answer = await this.api.list(this.store.cartToken);
    if (isLeft(answer)) return this.fail(answer.left.message, 'resume');
    let to: '/printing' | '/cart' | null = null;
    this.store.updateProjects((projects) => {
      // An empty project (the fresh one every visit starts with) is nothing to resume.
      // A pharmacy shopper who declined black frames: projects with other frames are dropped (SPEC §4).
      const merged = this.blackFrames.recoverable(mergeServerProjects(projects.filter((p) => !isEmptyProject(p)), answer.right, { keepServerStatus: true }).projects);
      const plan = resumeProjects(merged);
      to = plan.navigateTo ?? (merged.some((p) => p.status === 'Cart') ? '/cart' : null);
      // The projects moved to the Cart are saved so, for every device.
      const before = new Map(merged.map((p) => [p.id, p.status]));
      return plan.projects.map((p) => (before.get(p.id) === p.status ? p : { ...p, hasUnsavedChanges: true }));
    });
    this.finish(to);
  }

  /** Signs in for a resume (SPEC §4: cause 'resume', so the sign-in itself loads nothing), then resumes. */
  async signInAndResume(): Promise<void> {
    if (await this.login.signIn('resume')) await this.resume();
  }

  /** /recover?cart=<cartToken>: that cart token becomes this browser's and its projects come back into the Cart. */
  async recover(cartToken: string | null): Promise<void> {
    if (cartToken === null || !CART_TOKEN.test(cartToken)) return this.set({ kind: 'notFound' });
    this.set({ kind: 'loading' });
    const answer = await this.api.list(cartToken);
    if (isLeft(answer)) return this.fail(answer.left.message, 'recover');
    const candidates = answer.right.filter((c) => !isEmptyProject(c.project) && c.serverStatus !== 'Completed');
    const kept = new Set(this.blackFrames.recoverable(candidates.map((c) => c.project)).map((p) => p.id));
    const found = candidates.filter((c) => kept.has(c.project.id));
    if (found.length === 0) return this.set({ kind: 'notFound' });
    // SPEC §4: a new cart token replaces the projects (the old ones stay on the server, under the old token).
    if (cartToken !== this.store.cartToken) this.store.changeCartToken(cartToken);
    this.store.updateProjects((projects) => this.blackFrames.recoverable(mergeServerProjects(projects, found).projects));
    this.finish(this.store.projects.some((p) => p.status === 'Cart') ? '/cart' : '/printing');
  }

  private finish(to: '/printing' | '/cart' | null): void {
    if (to === null) return this.set({ kind: 'notFound' });
    this.set({ kind: 'done', to });
    this.navigator.navigate(to, { replace: true });
  }

  private fail(message: string, where: string): void {
    this.analytics.reportError(new Error(message), { where: `projects ${where}` });
    this.set({ kind: 'failed' });
  }

  private set(state: RecoveryState): void {
    this.state = state;
  }
}
