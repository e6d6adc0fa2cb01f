import type { DomainError } from '../../domain/errors';
import type { PrintProduct } from '../../domain/printing/print-product';
import type { Project, Tile, TileOptions } from '../../domain/project';

/**
 * What the project store's helpers (framing, options) need of it: the active project, its
 * product, and the two ways to change that project (both touch it, so it is saved and re-checked).
 */
export interface ActiveProjectHost {
  /** Every project (tile limits count them all). */
  projects(): readonly Project[];
  active(): Project;
  product(): PrintProduct;
  replaceActive(next: Project): void;
  updateTile(tileId: string, change: (tile: Tile) => Tile): void;
  now(): number;
  /** Starts a new active project with these tile options (see ProjectStore.startNewProject). */
  startProject(options: Partial<TileOptions>): Project;
  /** In a session confined to one project (OneProjectScope), why starting another is refused; else null. */
  oneProjectRefusal(): DomainError<'printing/one-project'> | null;
}
