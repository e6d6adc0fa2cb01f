import { makeObservableByKind } from '../observable-by-kind';
import type { LowResolution } from '../../domain/imaging';
import type { Tile } from '../../domain/project';
import type { ModalRequest, ModalStore } from '../shell/modal-store';
import type { TileGestures } from './tile-gestures';

/** The 'Low Resolution' modal's request (its body is `src/ui/printing/low-resolution-modal.tsx`). */
export const LOW_RESOLUTION_MODAL_KIND = 'low-resolution';
export interface LowResolutionModalRequest extends ModalRequest {
  readonly kind: typeof LOW_RESOLUTION_MODAL_KIND;
  readonly tileId: string;
  /**
   * The tile's warning as it is now (undefined once it went away). The request carries it because the
   * modal shows in the app's one modal host, outside the printing session that opened it (an admin's
   * editing session has stores of its own).
   */
  readonly warning: () => LowResolution | undefined;
  /** Issue 28: whether zooming out fixes it (the photo is zoomed past where it prints well). */
  readonly canZoomOut: () => boolean;
}

/** The Low Resolution modal's fixes (issue 28): zoom out to the largest crop that prints well, or another photo. */
export type LowResolutionFix = 'zoom-out' | 'choose-photo';

/**
 * The printing tool's UI state over the projects: the tile being edited (pan, zoom, per-tile
 * options) and the tile whose 'Low Resolution' modal is open (the ModalStore holds which modal is
 * open). Choosing another tile ends the gesture under way on the one before.
 */
export class TileSelection {
  selectedTileId: string | null;

  constructor(
    private readonly gestures: TileGestures,
    private readonly modals: ModalStore,
    /** The active project's tiles, in order. */
    private readonly tiles: () => readonly Tile[],
    selected: string | null,
  ) {
    this.selectedTileId = selected;
    makeObservableByKind(this, {
      observable: ['selectedTileId'],
      computed: ['lowResolutionTileId'],
      action: ['set', 'selectTile', 'selectNextTile', 'openLowResolution', 'closeLowResolution'],
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

  /** Opens the modal for a tile's warning, selecting that tile; resolves with the fix chosen, if any. */
  openLowResolution(tileId: string, warning: () => LowResolution | undefined, canZoomOut: () => boolean): Promise<LowResolutionFix | undefined> {
    this.selectedTileId = tileId;
    const request: LowResolutionModalRequest = { kind: LOW_RESOLUTION_MODAL_KIND, tileId, warning, canZoomOut };
    return this.modals.open<LowResolutionFix | undefined>(request, undefined);
  }

  closeLowResolution(): void {
    this.modals.dismissKind(LOW_RESOLUTION_MODAL_KIND);
  }

  /** The tile whose 'Low Resolution' modal is open. */
  get lowResolutionTileId(): string | null {
    const open = this.modals.current?.request;
    return open?.kind === LOW_RESOLUTION_MODAL_KIND ? (open as LowResolutionModalRequest).tileId : null;
  }
}
