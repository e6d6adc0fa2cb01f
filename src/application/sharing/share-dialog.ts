import { inject, injectable } from 'inversify';
import { isLeft } from 'fp-ts/Either';
import { action, makeObservable, observable, observableRef } from 'mobx';
import { SHARE_TEXT } from '../../domain/sharing';
import { DesignShares, type DesignShares as DesignSharesPort, type ShareLink } from '../ports/design-shares';
import { ProjectStore, ProjectSync } from '../printing';

/** How long "Share" waits for the project's last edit to reach the server before it says so. */
export const SHARE_SAVE_WAIT_MS = 8_000;

/**
 * The printing tool's Share dialog (issue 35 item 2): makes a read-only link to the active project's
 * design as it is now (its edits saved first: the server snapshots what it holds), lists the owner's
 * links and turns one off. Holds no reaction: nothing to dispose.
 */
@injectable()
export class ShareDialog {
  links: readonly ShareLink[] = [];
  /** The link just made (shown first, with its Copy button). */
  made: ShareLink | null = null;
  busy = false;
  /** The last refusal or failure, in the shopper's words. */
  problem: string | null = null;
  /** A short note for the live region ('Link copied.', 'Link turned off.'). */
  note: string | null = null;

  constructor(
    @inject(DesignShares) private readonly shares: DesignSharesPort,
    @inject(ProjectStore) private readonly projects: ProjectStore,
    @inject(ProjectSync) private readonly sync: ProjectSync,
  ) {
    makeObservable<ShareDialog, 'finish'>(this, {
      links: observableRef,
      made: observableRef,
      busy: observable,
      problem: observable,
      note: observable,
      finish: action,
      say: action,
      reset: action,
    });
  }

  /** Ready for a new opening of the dialog. */
  reset(): void {
    this.made = null;
    this.problem = null;
    this.note = null;
  }

  say(note: string | null): void {
    this.note = note;
  }

  /** The owner's links (the dialog lists them). */
  async refresh(): Promise<void> {
    const answer = await this.shares.list(this.projects.cartToken);
    this.finish(() => {
      if (isLeft(answer)) this.problem = answer.left.customerMessage ?? answer.left.message;
      else this.links = answer.right;
    });
  }

  /** Shares the active project's design. */
  async share(): Promise<void> {
    const project = this.projects.active;
    if (!project.tiles.some((t) => t.imagePath)) return this.finish(() => (this.problem = SHARE_TEXT.nothingToShare));
    this.finish(() => ((this.busy = true), (this.problem = null), (this.note = null)));
    if (!(await this.sync.settle([project.id], SHARE_SAVE_WAIT_MS))) return this.finish(() => ((this.busy = false), (this.problem = SHARE_TEXT.notSaved)));
    const answer = await this.shares.create(project.id, this.projects.cartToken);
    this.finish(() => {
      this.busy = false;
      if (isLeft(answer)) {
        this.problem = answer.left.customerMessage ?? answer.left.message;
        return;
      }
      this.made = answer.right;
      this.links = [answer.right, ...this.links.filter((l) => l.id !== answer.right.id)];
    });
  }

  /** Turns a link off for good (its page answers 404 from now on). */
  async revoke(id: string): Promise<void> {
    const answer = await this.shares.revoke(id, this.projects.cartToken);
    this.finish(() => {
      if (isLeft(answer)) {
        this.problem = answer.left.customerMessage ?? answer.left.message;
        return;
      }
      this.links = this.links.filter((l) => l.id !== id);
      if (this.made?.id === id) this.made = null;
      this.note = SHARE_TEXT.revoked;
    });
  }

  private finish(change: () => void): void {
    change();
  }
}
