import { frameColorHex, MAT_COLORS, tileCrop, type Tile } from '../../domain/project';
import styles from './cart.module.css';

/**
 * A tile as it will print: the cropped part of its photo inside its frame colour (and mat). The
 * crop is drawn with percentages of the frame, so the preview is exact at any size.
 */
export function TilePreview({ tile }: { tile: Tile }) {
  const crop = tileCrop(tile);
  const mat = tile.matColor === MAT_COLORS.none ? undefined : tile.matColor.slice(0, 7);
  return (
    <div
      className={`${styles.preview} ${tile.filter === 'grayScale' ? styles.grayscale : ''}`}
      style={{ borderColor: frameColorHex(tile.frameColor) ?? '#000', ...(mat ? { background: mat, padding: '8%' } : {}) }}
    >
      <div className={styles.picture}>
        {tile.imagePath && crop.width > 0 && crop.height > 0 && (
          <img
          src={tile.imagePath}
          alt=""
          loading="lazy"
          decoding="async"
          style={{
            width: `${(tile.width / crop.width) * 100}%`,
            height: `${(tile.height / crop.height) * 100}%`,
            left: `${(-crop.x / crop.width) * 100}%`,
            top: `${(-crop.y / crop.height) * 100}%`,
          }}
          />
        )}
      </div>
    </div>
  );
}
