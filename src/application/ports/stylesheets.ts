/** The page's stylesheets, as far as the chunk loader needs them (SPEC §8's style chunks). */
export interface Stylesheets {
  /** The addresses of the page's stylesheets that failed to load. */
  failed(): string[];
  /** Loads the stylesheet at `href` again; rejects with an Error named 'StylesheetLoadError' when it fails again. */
  reload(href: string): Promise<void>;
}
export const Stylesheets = Symbol('Stylesheets');
