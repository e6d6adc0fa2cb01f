import { runInAction } from 'mobx';
import { makeObservableByKind } from '../observable-by-kind';
import { uploadProgress, UPLOAD_PROGRESS_RESET_MS } from '../../domain/imaging';
import type { Scheduler } from '../ports/scheduler';

/**
 * The upload's progress bar (SPEC §4): the photos of the running batches and how many of them are
 * finished (uploaded, failed, refused or cancelled). A batch started while one runs joins its count;
 * the count resets one second after the last photo finishes. Owned by the UploadStore.
 */
export class BatchProgress {
  total = 0;
  finished = 0;
  private cancelReset: (() => void) | undefined;

  constructor(private readonly scheduler: Scheduler) {
    makeObservableByKind(this, {
      observable: ['total', 'finished'],
      computed: ['progress', 'inProgress'],
      action: ['begin', 'step'],
    });
  }

  /** The bar's value, 0..1 (the domain's rule: half a share at once, then a share per photo). */
  get progress(): number {
    return uploadProgress(this.total, this.finished);
  }

  /** Photos are still on their way: the bar shows and leaving the page prompts. */
  get inProgress(): boolean {
    return this.total > 0 && this.finished < this.total;
  }

  /** `count` more photos set off. */
  begin(count: number): void {
    this.cancelReset?.();
    this.cancelReset = undefined;
    if (!this.inProgress) {
      this.total = 0;
      this.finished = 0;
    }
    this.total += count;
  }

  /** `count` photos finished. */
  step(count: number): void {
    this.finished = Math.min(this.total, this.finished + count);
    if (this.finished === this.total) {
      // SPEC §4: the bar resets to 0 one second after finishing.
      this.cancelReset = this.scheduler.after(UPLOAD_PROGRESS_RESET_MS, () =>
        runInAction(() => {
          this.total = 0;
          this.finished = 0;
          this.cancelReset = undefined;
        }),
      );
    }
  }

  dispose(): void {
    this.cancelReset?.();
    this.cancelReset = undefined;
  }
}
