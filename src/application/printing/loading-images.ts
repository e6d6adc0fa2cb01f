import { injectable } from 'inversify';
import { action, computed, makeObservable, observableRef } from 'mobx';

/**
 * How many pictures the shopper waits for ('Loading Images...', SPEC §2), for the shell's overlay on
 * every page. The pictures themselves are the printing session's (TileImageStore, loaded with the
 * pages that draw them): each follows this with its own count while it lives, so the entry carries
 * this counter and not the image store (issue 27's JS budget). Nothing followed: 0.
 */
@injectable()
export class LoadingImages {
  private sources: ReadonlyArray<() => number> = [];

  constructor() {
    makeObservable<LoadingImages, 'sources'>(this, { sources: observableRef, count: computed, follow: action });
  }

  get count(): number {
    return this.sources.reduce((n, source) => n + source(), 0);
  }

  /** Counts `source` in until the returned function is called. */
  follow(source: () => number): () => void {
    this.sources = [...this.sources, source];
    return action(() => {
      this.sources = this.sources.filter((s) => s !== source);
    });
  }
}
