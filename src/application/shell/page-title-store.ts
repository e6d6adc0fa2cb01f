import { injectable } from 'inversify';
import { action, makeObservable, observableRef } from 'mobx';

/**
 * A page's own title for the document title (e.g. a product page titled with the product's name),
 * kept per path so that a title never outlives its page.
 */
@injectable()
export class PageTitleStore {
  current: { readonly path: string; readonly title: string } | null = null;

  constructor() {
    makeObservable(this, { current: observableRef, set: action, clear: action });
  }

  set(path: string, title: string): void {
    if (this.current?.path === path && this.current.title === title) return;
    this.current = { path, title };
  }

  clear(path: string): void {
    if (this.current?.path === path) this.current = null;
  }

  /** The title a page set for `path`, if any. */
  titleFor(path: string): string | undefined {
    return this.current?.path === path ? this.current.title : undefined;
  }
}
