/**
 * Draws framed tiles with a 2D context from the one render geometry (`pictureBoxes`): the frame's
 * colour, the mat, the photo's shown part and the grayscale filter, as the cart's thumbnails and the
 * print file have them. Used for the group drawn on the wall and for the saved snapshot.
 */
import { unrotatedRect } from '../../domain/imaging/rotation';
import { pictureBoxes, type Rect } from '../../domain/printing/tile-picture';
import type { WallDesignTile } from '../../domain/wall/wall-design';
import type { GroupGeometry } from '../../domain/wall/wall-placement';

/** A loaded photo: anything drawImage takes, with its pixel size. */
export type Picture = CanvasImageSource & { readonly width: number; readonly height: number };

/** Whole device pixels: crisp edges, and a moulding at least one pixel wide reads as one colour. */
const snap = (r: Rect): Rect => {
  const x = Math.round(r.x);
  const y = Math.round(r.y);
  return { x, y, width: Math.round(r.x + r.width) - x, height: Math.round(r.y + r.height) - y };
};

const inBox = (box: Rect, r: Rect): Rect =>
  snap({ x: box.x + r.x * box.width, y: box.y + r.y * box.height, width: r.width * box.width, height: r.height * box.height });

/** Luma in place: ctx.filter is not in every browser (Safari before 18), so the pixels are turned once here. */
const toGray = (ctx: CanvasRenderingContext2D, r: Rect) => {
  const x = Math.max(0, Math.floor(r.x));
  const y = Math.max(0, Math.floor(r.y));
  const w = Math.min(ctx.canvas.width - x, Math.ceil(r.width));
  const h = Math.min(ctx.canvas.height - y, Math.ceil(r.height));
  if (w <= 0 || h <= 0) return;
  const img = ctx.getImageData(x, y, w, h);
  const d = img.data;
  for (let i = 0; i < d.length; i += 4) {
    const l = 0.2126 * d[i]! + 0.7152 * d[i + 1]! + 0.0722 * d[i + 2]!;
    d[i] = d[i + 1] = d[i + 2] = l;
  }
  ctx.putImageData(img, x, y);
};

/** One framed tile into `box` (whole device pixels of ctx); a photo still loading shows grey. Answers where the photo went. */
export const drawTile = (ctx: CanvasRenderingContext2D, tile: WallDesignTile, box: Rect, picture: Picture | undefined): Rect => {
  const boxes = pictureBoxes(tile.layout, true);
  ctx.fillStyle = tile.layout.frameHex;
  ctx.fillRect(box.x, box.y, box.width, box.height);
  if (tile.layout.matHex !== null) {
    const print = inBox(box, boxes.print);
    ctx.fillStyle = tile.layout.matHex;
    ctx.fillRect(print.x, print.y, print.width, print.height);
  }
  const photo = inBox(box, boxes.photo);
  if (picture === undefined || !(picture.width > 0)) {
    ctx.fillStyle = '#e6e6e6';
    ctx.fillRect(photo.x, photo.y, photo.width, photo.height);
    return photo;
  }
  // The source is a share of the turned photo; the bitmap is unturned: cut the part turned back, then draw it turned.
  const turn = tile.layout.rotation ?? 0;
  const s = unrotatedRect(boxes.source, { width: 1, height: 1 }, turn);
  const cut = [s.x * picture.width, s.y * picture.height, s.width * picture.width, s.height * picture.height] as const;
  if (turn === 0) ctx.drawImage(picture, ...cut, photo.x, photo.y, photo.width, photo.height);
  else {
    const swap = turn !== 180;
    ctx.save();
    ctx.translate(photo.x + photo.width / 2, photo.y + photo.height / 2);
    ctx.rotate((turn * Math.PI) / 180);
    const w = swap ? photo.height : photo.width;
    const h = swap ? photo.width : photo.height;
    ctx.drawImage(picture, ...cut, -w / 2, -h / 2, w, h);
    ctx.restore();
  }
  if (tile.layout.grayscale) toGray(ctx, photo);
  return photo;
};

/**
 * The whole group at `pxPerInch` device pixels per inch, with a soft shadow under each tile (the
 * tiles stand 0.4 in off the wall): a canvas the wall draws with one drawImage per frame.
 */
export const drawGroup = (
  tiles: readonly WallDesignTile[],
  geometry: GroupGeometry,
  pxPerInch: number,
  pictures: ReadonlyMap<string, Picture>,
  make: (w: number, h: number) => HTMLCanvasElement | OffscreenCanvas,
): { canvas: HTMLCanvasElement | OffscreenCanvas; pad: number; drawn: number; probe: { x: number; y: number } | null } => {
  const pad = Math.ceil(0.6 * pxPerInch) + 2;
  const canvas = make(Math.max(1, Math.ceil(geometry.widthIn * pxPerInch) + 2 * pad), Math.max(1, Math.ceil(geometry.heightIn * pxPerInch) + 2 * pad));
  const ctx = canvas.getContext('2d', { willReadFrequently: tiles.some((t) => t.layout.grayscale) }) as CanvasRenderingContext2D;
  let drawn = 0;
  let probe: { x: number; y: number } | null = null;
  geometry.tiles.forEach((g, i) => {
    const tile = tiles[i];
    if (tile === undefined) return;
    const box = snap({ x: pad + g.rect.x * pxPerInch, y: pad + g.rect.y * pxPerInch, width: g.rect.width * pxPerInch, height: g.rect.height * pxPerInch });
    ctx.save();
    ctx.shadowColor = 'rgba(0, 0, 0, 0.35)';
    ctx.shadowBlur = 0.5 * pxPerInch;
    ctx.shadowOffsetY = 0.2 * pxPerInch;
    ctx.fillStyle = tile.layout.frameHex;
    ctx.fillRect(box.x, box.y, box.width, box.height);
    ctx.restore();
    const picture = pictures.get(tile.src);
    const photo = drawTile(ctx, tile, box, picture);
    if (picture !== undefined) drawn++;
    // A pixel in the middle of the first tile's top moulding (when it is a pixel thick), for pixel tests.
    if (i === 0 && photo.y - box.y >= 1) probe = { x: box.x + Math.floor(box.width / 2), y: box.y + Math.floor((photo.y - box.y) / 2) };
  });
  return { canvas, pad, drawn, probe };
};
