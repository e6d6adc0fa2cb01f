import { action, makeObservable, observable } from 'mobx';
import type { Tile } from '../../domain/project';
import type { TileGestures } from './tile-gestures';

/**
 * The printing tool's UI state over the projects: the tile being edited (pan, zoom, per-tile
 * options) and the tile whose 'Low Resolution' modal is open. Choosing another tile ends the
 * gesture under way on the one before.
 */
export class TileSelection {
  selectedTileId: string | null;
  lowResolutionTileId: string | null = null;

  constructor(
    private readonly gestures: TileGestures,
    /** The active project's tiles, in order. */
    private readonly tiles: () => readonly Tile[],
    selected: string | null,
  ) {
    this.selectedTileId = selected;
    makeObservable(this, {
      selectedTileId: observable,
      lowResolutionTileId: observable,
      set: action,
      selectTile: action,
      selectNextTile: action,
      openLowResolution: action,
      closeLowResolution: action,
    });
  }

  /** Sets the selection as the project store decided it (a new, removed or reopened project). */
  set(tileId: string | null): void {
    this.selectedTileId = tileId;
  }

  /** The shopper picked a tile (or none); an id not in the active project selects none. */
  selectTile(tileId: string | null): void {
    if (!this.gestures.isOpenOn(tileId)) this.gestures.commit();
    this.selectedTileId = tileId !== null && this.tiles().some((t) => t.id === tileId) ? tileId : null;
  }

  /** Moves the selection to the next (+1) or previous (-1) tile, wrapping around. */
  selectNextTile(direction: 1 | -1): void {
    this.gestures.commit();
    const tiles = this.tiles();
    if (tiles.length === 0) return;
    const index = tiles.findIndex((t) => t.id === this.selectedTileId);
    const next = index < 0 ? 0 : (index + direction + tiles.length) % tiles.length;
    this.selectedTileId = (tiles[next] as Tile).id;
  }

  /** Opens the modal for a tile's warning, selecting that tile. */
  openLowResolution(tileId: string): void {
    this.selectedTileId = tileId;
    this.lowResolutionTileId = tileId;
  }

  closeLowResolution(): void {
    this.lowResolutionTileId = null;
  }
}
