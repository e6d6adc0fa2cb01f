import { inject, injectable } from 'inversify';
import { isLeft } from 'fp-ts/Either';
import { action, makeObservable, observableRef } from 'mobx';
import { isEmptyProject, mergeServerProjects, readRecoveryQuery, resumeProjects, type RecoveryLinkProblem } from '../../domain/project';
import { LoginPrompt, SessionStore } from '../account';
import { Analytics, type Analytics as AnalyticsPort } from '../ports/analytics';
import { Navigator, type Navigator as NavigatorPort } from '../ports/navigator';
import { ModalStore, type ModalRequest } from '../shell/modal-store';
import { ProjectStore } from './project-store';
import { ConvertPromptStore } from './convert-prompt-store';
import { RecoveryServer } from './recovery-server';

/** Where a /resume or /recover visit stands. */
export type RecoveryState =
  | { readonly kind: 'idle' }
  | { readonly kind: 'loading' }
  /** Nothing to bring back: the link is not (or no longer) good. */
  | { readonly kind: 'notFound' }
  /** The store could not be reached; trying again may work. */
  | { readonly kind: 'failed' }
  /** A signed recovery link while nobody is signed in: only the customer it was mailed to may redeem it. */
  | { readonly kind: 'signIn' }
  /** The link brings nothing back (an older email's, forged, expired, used, another account's); the dialog said so. */
  | { readonly kind: 'refused'; readonly problem: RecoveryLinkProblem }
  | { readonly kind: 'done'; readonly to: '/printing' | '/cart' };

/** The dialog a refused recovery link opens (src/ui/recovery/recovery-link-modal.tsx). */
export interface RecoveryLinkModalRequest extends ModalRequest {
  readonly kind: 'recovery-link';
  readonly problem: RecoveryLinkProblem;
  readonly signedIn: boolean;
}

/** The shopper's answer: keep their projects as they are (the default: Escape, Cancel), or find their own saved ones. */
export type RecoveryLinkChoice = 'keep' | 'findMine';

/**
 * The /resume and /recover links (SPEC §4, issue #15). Resume: the server projects load (this
 * browser's cart token, and the customer's when signed in), the newest InProgress one becomes active
 * and the shopper lands in /printing, the others go to the Cart. Recover (`?link=<signed token>`, the
 * recovery email's link, issue 26): the server redeems it once for the signed-in customer it was
 * mailed to; the cart token it hands back becomes this browser's, its projects load into the Cart and
 * the shopper lands in /cart. Any other link (an older email's `?cart=`, forged, expired, used,
 * another account's) changes nothing: a dialog says so, and keeping the shopper's own projects as they
 * are is its default; it never offers to take the link's cart (nobody can judge whose cart a link names).
 */
@injectable()
export class ProjectRecovery {
  state: RecoveryState = { kind: 'idle' };

  constructor(
    @inject(ProjectStore) private readonly store: ProjectStore,
    /** The server's side: the projects under a token, a link redeemed once per page. */
    @inject(RecoveryServer) private readonly api: RecoveryServer,
    @inject(SessionStore) private readonly session: SessionStore,
    @inject(LoginPrompt) private readonly login: LoginPrompt,
    @inject(Navigator) private readonly navigator: NavigatorPort,
    @inject(Analytics) private readonly analytics: AnalyticsPort,
    @inject(ConvertPromptStore) private readonly blackFrames: ConvertPromptStore,
    @inject(ModalStore) private readonly modals: ModalStore,
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
      const merged = this.blackFrames.recoverable(
        mergeServerProjects(
          projects.filter((p) => !isEmptyProject(p)),
          answer.right,
          { keepServerStatus: true },
        ).projects,
      );
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

  /**
   * /recover: `search` is the page's query. A signed link is redeemed (signed in) and its cart comes
   * back into the Cart; anything else leaves this browser's cart token and projects untouched.
   */
  async recover(search: string): Promise<void> {
    const query = readRecoveryQuery(search);
    if (query.kind === 'none') return this.set({ kind: 'notFound' });
    if (query.kind === 'legacy') return this.refuse('legacy');
    if (query.kind === 'malformed') return this.refuse('invalid');
    if (!this.session.signedIn) return this.set({ kind: 'signIn' });
    this.set({ kind: 'loading' });
    // Redeemed once (RecoveryServer): a retry after a failed load must not spend the link again.
    const redeemed = await this.api.redeem(query.link);
    if (isLeft(redeemed)) return redeemed.left.code === 'recovery/refused' ? this.refuse(redeemed.left.problem) : this.fail(redeemed.left.message, 'recover');
    await this.bringBack(redeemed.right);
  }

  /** Signs in for a signed recovery link (the customer it was mailed to), then redeems it. */
  async signInAndRecover(search: string): Promise<void> {
    if (await this.login.signIn('resume')) await this.recover(search);
  }

  /** The redeemed cart's projects into the Cart, under its token (SPEC §4: a new token replaces the projects). */
  private async bringBack(cartToken: string): Promise<void> {
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

  /**
   * A link that brings nothing back: the dialog says why and asks; its default (Escape, 'Keep my
   * projects') changes nothing. 'findMine' loads the shopper's own saved projects, signing in first.
   */
  private async refuse(problem: RecoveryLinkProblem): Promise<void> {
    this.set({ kind: 'refused', problem });
    const request: RecoveryLinkModalRequest = { kind: 'recovery-link', problem, signedIn: this.session.signedIn };
    const choice = await this.modals.open<RecoveryLinkChoice>(request, 'keep');
    if (choice !== 'findMine') return;
    if (this.session.signedIn || (await this.login.signIn('resume'))) await this.resume();
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
