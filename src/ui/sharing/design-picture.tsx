import { useId } from 'react';
import type { SharedDesignView } from '../../application/ports/design-shares';
import { layoutOfTile } from '../../domain/printing/project-pictures';
import { DEFAULT_TILE_PRODUCT, toPrintProduct } from '../../domain/printing/print-product';
import { pictureBoxes, type TileLayout } from '../../domain/printing/tile-picture';
import { pictureEdgeOf, sizedPictureAddress } from '../../domain/imaging/sized-picture';
import { unrotatedRect } from '../../domain/imaging/rotation';
import { designPlacement, designTiles } from '../../domain/sharing';
import { usePhotoBases } from '../hooks/use-photo-bases';

/** The gap between tiles, in tile widths (the canvas's default spacing looks about so at this size). */
const GAP = 0.08;

/** A tile's photo as the picture draws it: the derivative its crop needs (issue 28 item 4). */
const drawnAddress = (imagePath: string, layout: TileLayout, photoBases: readonly string[]): string =>
  sizedPictureAddress(imagePath, pictureEdgeOf(layout), photoBases);

/** The address the picture draws the design's first tile from, for the page's preload (issue 27); null when it has no photo. */
export function firstTileAddress(view: SharedDesignView, photoBases: readonly string[]): string | null {
  const tile = designTiles(view.design, (i) => `tile-${i}`)[0];
  const layout = tile ? layoutOfTile(tile, view.product ? toPrintProduct(view.product) : DEFAULT_TILE_PRODUCT) : null;
  return tile?.imagePath && layout ? drawnAddress(tile.imagePath, layout, photoBases) : null;
}

/**
 * A shared design's tiles on its layout, each drawn from the print-fidelity geometry (`pictureBoxes`,
 * as TileThumbnail draws it): frame, mat, crop and filter. SVG rather than TileThumbnail's inline
 * styles because this page is server-rendered and the CSP (style-src 'self') refuses style
 * attributes in the server's HTML; SVG geometry attributes are not styles, so the markup alone draws it.
 */
export function DesignPicture({ view, className }: { view: SharedDesignView; className?: string }) {
  const ids = useId().replace(/[^A-Za-z0-9_-]/g, '');
  const photoBases = usePhotoBases();
  const { design, product } = view;
  const printProduct = product ? toPrintProduct(product) : DEFAULT_TILE_PRODUCT;
  const tiles = designTiles(design, (i) => `tile-${i}`);
  const { cols, rows, places } = designPlacement(design);
  const layouts = places.map((p) => layoutOfTile(tiles[p.index]!, printProduct));
  const first = layouts.find((l) => l !== null);
  const aspect = first ? pictureBoxes(first, true).aspect : 1;
  const cellH = 1 / aspect;
  const width = cols + (cols - 1) * GAP;
  const height = rows * cellH + (rows - 1) * GAP;
  const round = (n: number) => Math.round(n * 10_000) / 10_000;
  return (
    <svg
      className={className}
      viewBox={`0 0 ${round(width)} ${round(height)}`}
      role="img"
      aria-label={`${tiles.length} ${tiles.length === 1 ? 'tile' : 'tiles'} on their layout`}
    >
      <defs>
        <filter id={`${ids}-gray`}>
          <feColorMatrix type="saturate" values="0" />
        </filter>
      </defs>
      {places.map((place, i) => {
        const layout = layouts[i];
        const x = place.x * (1 + GAP);
        const y = place.y * (cellH + GAP);
        const label = `Tile ${place.index + 1}`;
        if (!layout) {
          return <rect key={place.index} role="img" aria-label={label} x={round(x)} y={round(y)} width={1} height={round(cellH)} fill="#ddd" />;
        }
        const boxes = pictureBoxes(layout, true);
        const h = 1 / boxes.aspect;
        const photo = { x: x + boxes.photo.x, y: y + boxes.photo.y * h, width: boxes.photo.width, height: boxes.photo.height * h };
        // The source is a share of the turned photo (issue 31 item 6): the unturned photo is placed so its cut
        // lands centred on the photo area, then turned about that centre; the clip stays on the unturned group.
        const turn = layout.rotation ?? 0;
        const swap = turn === 90 || turn === 270;
        const cut = unrotatedRect(boxes.source, { width: 1, height: 1 }, turn);
        const drawn = { width: swap ? photo.height : photo.width, height: swap ? photo.width : photo.height };
        const centre = { x: photo.x + photo.width / 2, y: photo.y + photo.height / 2 };
        const image = { width: drawn.width / cut.width, height: drawn.height / cut.height };
        const clip = `${ids}-clip-${place.index}`;
        return (
          <g key={place.index} role="img" aria-label={label} data-frame={layout.frameHex}>
            <clipPath id={clip}>
              <rect x={round(photo.x)} y={round(photo.y)} width={round(photo.width)} height={round(photo.height)} />
            </clipPath>
            <rect x={round(x)} y={round(y)} width={1} height={round(h)} fill={layout.frameHex} />
            {layout.matHex !== null && (
              <rect
                x={round(x + boxes.print.x)}
                y={round(y + boxes.print.y * h)}
                width={round(boxes.print.width)}
                height={round(boxes.print.height * h)}
                fill={layout.matHex}
              />
            )}
            <rect x={round(photo.x)} y={round(photo.y)} width={round(photo.width)} height={round(photo.height)} fill="#eee" />
            <g clipPath={`url(#${clip})`}>
              <image
                href={drawnAddress(tiles[place.index]!.imagePath ?? '', layout, photoBases)}
                x={round(centre.x - drawn.width / 2 - cut.x * image.width)}
                y={round(centre.y - drawn.height / 2 - cut.y * image.height)}
                width={round(image.width)}
                height={round(image.height)}
                preserveAspectRatio="none"
                transform={turn === 0 ? undefined : `rotate(${turn} ${round(centre.x)} ${round(centre.y)})`}
                filter={layout.grayscale ? `url(#${ids}-gray)` : undefined}
              />
            </g>
          </g>
        );
      })}
    </svg>
  );
}
