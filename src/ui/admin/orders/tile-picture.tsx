import { frameColorHex } from '../../../domain/project';
import type { OrderTile } from '../../../application/ports/admin-api';
import styles from './orders.module.css';

const MAT_NAMES: Record<string, string> = { '#FFFFFF00': 'no mat', '#939598FF': 'gray mat', '#FFFFFFFF': 'white mat' };
export const matName = (color: string): string => MAT_NAMES[color.toUpperCase()] ?? `mat ${color}`;

/**
 * A tile as it prints: the frame colour around it, the mat (its share of the print file), and the
 * cropped part of the photo, positioned with percentages so it is exact at any size.
 */
export function TilePicture({ tile, label }: { tile: OrderTile; label: string }) {
  const mat = tile.matPx > 0 ? tile.matColor.slice(0, 7) : undefined;
  const [x, y, w, h] = tile.crop ?? [0, 0, 0, 0];
  const cropped = tile.crop && tile.imageWidth && tile.imageHeight && w > 0 && h > 0;
  return (
    <div
      className={`${styles.frame} ${tile.filter === 'grayScale' ? styles.grayscale : ''}`}
      style={{
        aspectRatio: `${tile.printWidth} / ${tile.printHeight}`,
        borderColor: frameColorHex(tile.frameColor ?? 'Black') ?? '#000',
        ...(mat ? { background: mat, padding: `${(tile.matPx / tile.printWidth) * 100}%` } : {}),
      }}
    >
      <div className={styles.picture}>
        <img
          src={tile.imagePath}
          alt={label}
          loading="lazy"
          decoding="async"
          style={
            cropped
              ? { width: `${(tile.imageWidth! / w) * 100}%`, height: `${(tile.imageHeight! / h) * 100}%`, left: `${(-x / w) * 100}%`, top: `${(-y / h) * 100}%` }
              : { width: '100%', height: '100%', objectFit: 'cover', left: 0, top: 0 }
          }
        />
      </div>
    </div>
  );
}
