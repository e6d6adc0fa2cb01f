import type { Stylesheets } from '../../application/ports/stylesheets';

const loadError = (href: string) => Object.assign(new Error(`The stylesheet ${href} did not load`), { name: 'StylesheetLoadError' });

/**
 * The document's `<link rel="stylesheet">`s. The app's module scripts run after the stylesheets
 * before them have loaded or failed, so at start a link without a `sheet` is one that failed.
 */
export class DomStylesheets implements Stylesheets {
  constructor(private readonly doc: Document) {}

  failed(): string[] {
    return [...this.doc.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].filter((link) => link.sheet === null).map((link) => link.href);
  }

  /** A new link to the same address beside the failed one, which goes once the new one has loaded. */
  reload(href: string): Promise<void> {
    return new Promise((resolve, reject) => {
      const link = this.doc.createElement('link');
      link.rel = 'stylesheet';
      link.href = href;
      link.addEventListener('load', () => {
        for (const old of this.doc.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]'))
          if (old !== link && old.href === href && old.sheet === null) old.remove();
        resolve();
      });
      link.addEventListener('error', () => {
        link.remove();
        reject(loadError(href));
      });
      this.doc.head.append(link);
    });
  }
}
