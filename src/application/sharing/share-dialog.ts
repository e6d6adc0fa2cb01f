import { inject, injectable } from 'inversify';
import { isLeft } from 'fp-ts/Either';
import { makeObservableByKind } from '../observable-by-kind';
import { SHARE_TEXT } from '../../domain/sharing';
import { DesignShares, type DesignShares as DesignSharesPort, type ShareLink } from '../ports/design-shares';
import { ProjectStore, ProjectSync } from '../printing';
import { SavedProjectRequest, shopperMessage } from './saved-project-request';

/**
 * The printing tool's Share dialog (issue 35 item 2): makes a read-only link to the active project's
 * design as it is now (its edits saved first: the server snapshots what it holds), lists the owner's
 * links and turns one off. Holds no reaction: nothing to dispose.
 */
@injectable()
export class ShareDialog extends SavedProjectRequest {
  links: readonly ShareLink[] = [];
  /** The link just made (shown first, with its Copy button). */
  made: ShareLink | null = null;
  /** A short note for the live region ('Link copied.', 'Link turned off.'). */
  note: string | null = null;

  constructor(
    @inject(DesignShares) private readonly shares: DesignSharesPort,
    @inject(ProjectStore) private readonly projects: ProjectStore,
    @inject(ProjectSync) sync: ProjectSync,
  ) {
    super(sync);
    makeObservableByKind<ShareDialog, 'finish'>(this, {
      observableRef: ['links', 'made'],
      observable: ['note'],
      action: ['finish', 'say', 'reset'],
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
      if (isLeft(answer)) this.problem = shopperMessage(answer.left);
      else this.links = answer.right;
    });
  }

  /** Shares the active project's design. */
  async share(): Promise<void> {
    const project = this.projects.active;
    if (!project.tiles.some((t) => t.imagePath)) return this.finish(() => (this.problem = SHARE_TEXT.nothingToShare));
    this.say(null);
    await this.requestSaved(
      project.id,
      SHARE_TEXT.notSaved,
      () => this.shares.create(project.id, this.projects.cartToken),
      (link) => {
        this.made = link;
        this.links = [link, ...this.links.filter((l) => l.id !== link.id)];
      },
    );
  }

  /** Turns a link off for good (its page answers 404 from now on). */
  async revoke(id: string): Promise<void> {
    const answer = await this.shares.revoke(id, this.projects.cartToken);
    this.finish(() => {
      if (isLeft(answer)) {
        this.problem = shopperMessage(answer.left);
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
