import { isLeft } from 'fp-ts/Either';
import { checkResolution, MIN_SCALE, type LowResolution } from '../../domain/imaging';
import { tileCrop, type Project, type Tile } from '../../domain/project';
import { imageSize } from '../../domain/units';
import { effectiveOrientation, frameAspect, type PrintProduct } from '../../domain/printing/print-product';

/**
 * The low-resolution checks of a store's tiles: each tile object is checked once per product and
 * split zoom (a pan or zoom makes a new tile object), so a change re-checks only the changed tiles.
 */
export class TileResolutionChecks {
  /** Each tile object's last resolution check (see lowResolutionOf). */
  private readonly lowResolutionChecks = new WeakMap<
    Tile,
    { readonly product: PrintProduct; readonly splitEdited: boolean; readonly warning: LowResolution | undefined }
  >();

  /** The warnings of a project's tiles printed as `product`, by tile id. */
  warningsOf(project: Project, product: PrintProduct): Map<string, LowResolution> {
    const map = new Map<string, LowResolution>();
    const splitEdited = project.isSplit && (project.scale ?? MIN_SCALE) > MIN_SCALE;
    for (const tile of project.tiles) {
      const warning = this.lowResolutionOf(tile, product, splitEdited);
      if (warning) map.set(tile.id, warning);
    }
    return map;
  }

  /** A tile's warning, checked once per tile object (a pan or zoom makes a new one), product and split zoom. */
  private lowResolutionOf(tile: Tile, product: PrintProduct, splitEdited: boolean): LowResolution | undefined {
    const known = this.lowResolutionChecks.get(tile);
    if (known && known.product === product && known.splitEdited === splitEdited) return known.warning;
    const crop = tileCrop(tile, frameAspect(product, tile.orientation));
    const result = checkResolution(imageSize(crop.width, crop.height), product, {
      edited: tile.scale > MIN_SCALE || splitEdited,
      ...(effectiveOrientation(product, tile.orientation) === undefined ? {} : { orientation: tile.orientation }),
    });
    const warning = isLeft(result) ? result.left : undefined;
    this.lowResolutionChecks.set(tile, { product, splitEdited, warning });
    return warning;
  }
}

/** Two warning maps say the same when every tile has the very same warning object (see lowResolutionOf). */
export const sameWarnings = (a: ReadonlyMap<string, LowResolution>, b: ReadonlyMap<string, LowResolution>): boolean => {
  if (a === b) return true;
  if (a.size !== b.size) return false;
  for (const [id, warning] of a) if (b.get(id) !== warning) return false;
  return true;
};
