import { isLeft, left, right, type Either } from 'fp-ts/Either';
import { makeObservableByKind } from '../observable-by-kind';
import { domainError, type DomainError } from '../../domain/errors';
import type { FaceBox } from '../../domain/imaging/upload-rules';
import { newPhotoTile, withPhoto, withStoredPhoto, type PhotoInput } from '../../domain/printing/photo-input';
import { frameAspect } from '../../domain/printing/print-product';
import { splitProjectOf, withoutSplitPhoto, withSplitPhoto } from '../../domain/printing/split-picture';
import { faceCroppedTile, projectTileOptions, withTilesPlaced } from '../../domain/printing/tile-edits';
import { checkAddingTiles } from '../../domain/printing/tile-limits';
import type { Project, Tile, TileOptions } from '../../domain/project';
import { nextTilePosition } from '../../domain/project/frame-layout';
import { inChosenOrder, withTileInFrame } from '../../domain/project/arrangement';
import type { TenantLimits, TileLimitExceeded } from '../../domain/tenant';
import type { ProjectTiles } from '../ports/project-tiles';
import type { ActiveProjectHost } from './active-project-host';
import type { TileGestures } from './tile-gestures';
import type { TileSelection } from './tile-selection';

/**
 * The photos in the active project's frames: added (within the tenant's tile limit), swapped,
 * uploaded, face-cropped and removed; and a split project made of one photo. Each change first puts a gesture under way into the project.
 */
export class ProjectPhotos implements ProjectTiles {
  constructor(
    /** The tenant's limits as published (`TenantStore.limits`). */
    private readonly limits: () => TenantLimits,
    private readonly newId: () => string,
    private readonly gestures: TileGestures,
    private readonly selection: TileSelection,
    private readonly host: ActiveProjectHost,
  ) {
    makeObservableByKind(this, {
      action: ['addTile', 'replaceTile', 'completeUpload', 'cropTileToFaces', 'removeTile', 'keepChosenOrder', 'createSplitProject'],
    });
  }

  /**
   * Puts a photo into the next frame, or into an empty frame of the layout (`frameIndex`, 0-based: an
   * empty frame's "+"), centred at scale 1 with the project's options.
   */
  addTile(photo: PhotoInput, frameIndex?: number): Either<TileLimitExceeded | DomainError<'printing/split-project' | 'printing/frame-taken'>, Tile> {
    this.gestures.commit();
    const project = this.host.active();
    if (project.isSplit) return left(domainError('printing/split-project', 'A split project holds one photo; replace it instead.'));
    const limit = checkAddingTiles(this.limits(), this.host.projects(), project.quantity);
    if (isLeft(limit)) return limit;
    const layouts = this.host.product().layouts;
    const position = nextTilePosition(project, layouts);
    const options = projectTileOptions(project);
    const tile = newPhotoTile(photo, this.newId(), position, options, frameAspect(this.host.product(), options.orientation));
    const next = frameIndex === undefined ? { ...project, tiles: [...project.tiles, tile] } : withTileInFrame(project, tile, frameIndex, layouts);
    if (next === null) return left(domainError('printing/frame-taken', 'That frame already holds a photo. Choose an empty frame.'));
    this.host.replaceActive(next);
    this.selection.set(tile.id);
    return right(next.tiles.find((t) => t.id === tile.id) as Tile);
  }

  /**
   * Photos chosen together (ids in the order chosen) read in that order, whichever uploaded first
   * (issue 31): they keep the frames they hold, in the order chosen.
   */
  keepChosenOrder(tileIds: readonly string[]): void {
    const project = this.host.active();
    const ordered = inChosenOrder(project, tileIds, this.host.product().layouts);
    if (ordered !== project) this.host.replaceActive(ordered);
  }

  /** Swaps the photo in a frame, keeping the frame's options and position; the crop starts centred. */
  replaceTile(tileId: string, photo: PhotoInput): void {
    this.gestures.commit();
    const project = this.host.active();
    if (project.isSplit) {
      this.host.replaceActive(withSplitPhoto(project, photo, this.host.now()));
      return;
    }
    this.host.updateTile(tileId, (tile) => withPhoto(tile, photo, this.aspectOf(tile)));
  }

  /**
   * An upload landed: the tile takes its stored path and loses the uploadingFull flag. The shopper
   * may already have framed the preview, so the crop is kept (scaled if the stored size differs).
   */
  completeUpload(tileId: string, stored: { readonly imagePath: string; readonly width: number; readonly height: number }): void {
    this.gestures.commit();
    this.host.updateTile(tileId, (tile) => withStoredPhoto(tile, stored));
  }

  /** Centres a tile's crop on the detected faces (SPEC §7 face detection) and marks it faceCropped. */
  cropTileToFaces(tileId: string, faces: readonly FaceBox[]): void {
    this.gestures.commit();
    this.host.updateTile(tileId, (tile) => faceCroppedTile(tile, this.aspectOf(tile), faces));
  }

  /** Whether the active project still holds this tile. */
  holds(tileId: string): boolean {
    return this.host.active().tiles.some((t) => t.id === tileId);
  }

  /** Removes a tile; the tiles after it move up one frame (fixed layouts) or re-flow (Custom). */
  removeTile(tileId: string): void {
    this.gestures.commit();
    const project = this.host.active();
    const index = project.tiles.findIndex((t) => t.id === tileId);
    if (index < 0) return;
    if (project.isSplit) {
      this.host.replaceActive(withoutSplitPhoto(project));
      this.selection.set(null);
      return;
    }
    const kept = project.tiles.filter((t) => t.id !== tileId);
    this.host.replaceActive(withTilesPlaced(project, kept, this.host.product().layouts));
    if (this.selection.selectedTileId === tileId) this.selection.set(kept[Math.min(index, kept.length - 1)]?.id ?? null);
  }

  /**
   * Starts a split project: one photo over rows x cols tiles (tileSpacing 0.5), with the current
   * project's options; it becomes the active project.
   */
  createSplitProject(photo: PhotoInput, rows: number, cols: number): Either<TileLimitExceeded | DomainError<'printing/one-project'>, Project> {
    this.gestures.commit();
    // A split is a new project: a session confined to one project keeps that one as it is.
    const confined = this.host.oneProjectRefusal();
    if (confined) return left(confined);
    const limit = checkAddingTiles(this.limits(), this.host.projects(), rows * cols);
    if (isLeft(limit)) return limit;
    const options: Partial<TileOptions> = projectTileOptions(this.host.active());
    const fresh = this.host.startProject(options);
    const split = splitProjectOf(fresh, options, photo, rows, cols);
    this.host.replaceActive(split);
    this.selection.set(split.tiles[0]?.id ?? null);
    return right(this.host.active());
  }

  private aspectOf(tile: Pick<Tile, 'orientation'>): number {
    return frameAspect(this.host.product(), tile.orientation);
  }
}
