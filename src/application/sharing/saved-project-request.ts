import { isLeft, type Either } from 'fp-ts/Either';
import { makeObservable, observable, runInAction } from 'mobx';
import type { ApiFailure } from '../ports/main-api';
import type { ProjectSync } from '../printing';

/** How long "Share" (and "Continue on my phone") waits for the project's last edit to reach the server before it says so. */
export const SHARE_SAVE_WAIT_MS = 8_000;

/** A refusal in the shopper's words: the server's text for the shopper when it sent one. */
export const shopperMessage = (failure: ApiFailure): string => failure.customerMessage ?? failure.message;

/**
 * What the printing tool's link dialogs (Share, Continue on my phone) have in common (issue 36: each
 * held a copy): a request about a project's design, sent once its edits reached the server (the server
 * acts on what it holds), `busy` while it runs, and its refusal in the shopper's words in `problem`.
 */
export abstract class SavedProjectRequest {
  busy = false;
  /** The last refusal or failure, in the shopper's words. */
  problem: string | null = null;

  constructor(protected readonly sync: ProjectSync) {
    makeObservable(this, { busy: observable, problem: observable });
  }

  /**
   * Sends `call` once project `projectId`'s edits are saved, else says `notSaved`; `land` takes the
   * answer in the action that ends `busy`, so no view sees the one without the other.
   */
  protected async requestSaved<A>(projectId: string, notSaved: string, call: () => Promise<Either<ApiFailure, A>>, land: (answer: A) => void): Promise<void> {
    runInAction(() => {
      this.busy = true;
      this.problem = null;
    });
    if (!(await this.sync.settle([projectId], SHARE_SAVE_WAIT_MS))) {
      runInAction(() => {
        this.busy = false;
        this.problem = notSaved;
      });
      return;
    }
    const answer = await call();
    runInAction(() => {
      this.busy = false;
      if (isLeft(answer)) this.problem = shopperMessage(answer.left);
      else land(answer.right);
    });
  }
}
