import { layoutOf } from '../../../domain/printing/tile-picture';
import type { OrderTile } from '../../../application/ports/admin-api';
import orders from './orders.module.css';
import { TileThumbnail } from '../../pictures';

const MAT_NAMES: Record<string, string> = { '#FFFFFF00': 'no mat', '#939598FF': 'gray mat', '#FFFFFFFF': 'white mat' };
export const matName = (color: string): string => MAT_NAMES[color.toUpperCase()] ?? `mat ${color}`;

/**
 * A tile as it prints, drawn by the storefront's own thumbnail from the print file's size and mat
 * (the server's plan) and the tile: the same render geometry as the print (issue 28 item 3).
 */
export function TilePicture({ tile, label }: { tile: OrderTile; label: string }) {
  if (tile.imageWidth === null || tile.imageHeight === null) {
    // The photo is not stored here (or not readable): nothing to crop, and no print file either.
    return (
      <div role="img" aria-label={label} className={orders.unreadable} style={{ aspectRatio: `${tile.printWidth} / ${tile.printHeight}` }}>
        Photo not readable
      </div>
    );
  }
  const layout = layoutOf(
    { width: tile.printWidth, height: tile.printHeight },
    tile.matPx,
    { ...tile, filter: tile.filter === 'grayScale' ? 'grayScale' : 'color', orientation: tile.orientation === 'Landscape' ? 'Landscape' : 'Portrait' },
    {
      width: tile.imageWidth,
      height: tile.imageHeight,
    },
  );
  return <TileThumbnail layout={layout} src={tile.imagePath} label={label} />;
}
