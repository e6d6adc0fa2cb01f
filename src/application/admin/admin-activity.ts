import { isLeft, type Either } from 'fp-ts/Either';
import { action, makeObservable, observable, runInAction } from 'mobx';
import type { ApiFailure } from '../ports/main-api';
import { AdminPage } from './admin-page';

/** How one change's answer lands: what it changes, the line that says it is done, and the reload after a 409. */
export interface ChangeOutcome<A> {
  readonly apply: (answer: A) => void;
  readonly done: (answer: A) => string;
  /** Someone else changed it first (409): show what it is now; the refusal's message stays. */
  readonly reload?: () => Promise<void>;
  /** The failure in the admin's words (default: the server's message). */
  readonly failure?: (failure: ApiFailure) => string;
}

/**
 * What an admin page says about its work (issue #36: one shape instead of a copy in each admin store):
 * the change in progress (`busy`), the last one done (`notice`) and what went wrong (`error`), one
 * line of each at a time, and the run of one change from its progress line to its answer.
 */
export abstract class AdminActivity extends AdminPage {
  busy: string | null = null;
  notice: string | null = null;
  error: string | null = null;

  constructor() {
    super();
    makeObservable<AdminActivity, 'show'>(this, { busy: observable, notice: observable, error: observable, show: action });
  }

  /** The page's message line: each call replaces all three (busy clears unless given). */
  protected show(notice: string | null, error: string | null, busy: string | null = null): void {
    this.notice = notice;
    this.error = error;
    this.busy = busy;
  }

  /** One change the admin asked for, from its progress line to its answer; answers whether it went through. */
  protected async runChange<A>(progress: string, call: () => Promise<Either<ApiFailure, A>>, outcome: ChangeOutcome<A>): Promise<boolean> {
    this.show(null, null, progress);
    const result = await call();
    if (!this.pageOpen) return false;
    if (isLeft(result)) {
      this.show(null, outcome.failure ? outcome.failure(result.left) : result.left.message);
      if (result.left.status === 409 && outcome.reload) await outcome.reload();
      return false;
    }
    runInAction(() => outcome.apply(result.right));
    this.show(outcome.done(result.right), null);
    return true;
  }
}
