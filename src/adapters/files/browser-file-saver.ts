import type { FileSaver } from '../../application/ports/file-saver';

/** Saves a file through a temporary object URL and a link with `download` (revoked once clicked). */
export class BrowserFileSaver implements FileSaver {
  constructor(private readonly doc: Document) {}

  save(file: { readonly name: string; readonly blob: Blob }): void {
    const url = URL.createObjectURL(file.blob);
    const link = this.doc.createElement('a');
    link.href = url;
    link.download = file.name;
    link.hidden = true;
    this.doc.body.append(link);
    link.click();
    link.remove();
    // The click starts the download; the URL is released a little later (at once can cut it off in some browsers).
    setTimeout(() => URL.revokeObjectURL(url), 30_000);
  }
}
