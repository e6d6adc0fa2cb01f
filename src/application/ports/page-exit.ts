/**
 * Leaving the app for another site's page (a shop's hosted checkout, issue 34): the whole window goes,
 * unlike the Navigator's moves inside the app.
 */
export interface PageExit {
  go(url: string): void;
}
export const PageExit = Symbol('PageExit');
