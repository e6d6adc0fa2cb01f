/** Hands a file to the person at the screen (the browser's download), named as given. */
export interface FileSaver {
  save(file: { readonly name: string; readonly blob: Blob }): void;
}
export const FileSaver = Symbol('FileSaver');
