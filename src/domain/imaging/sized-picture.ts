import type { TileLayout } from '../printing/tile-picture';

/**
 * The long edges a display-size derivative of a stored photo is made at (issue 28 item 4). A fixed
 * ladder, not any number: every picture of a photo asks one of a few sizes, so the server's cache holds
 * at most this many derivatives of a photo and a browser fetches the same address for every picture of it.
 */
export const SIZED_PICTURE_EDGES = [256, 512, 800, 1200, 1600, 2048] as const;
export type SizedPictureEdge = (typeof SIZED_PICTURE_EDGES)[number];

/** Pixels the shown part of a photo gets in the cart, confirmation, wall, share and admin pictures: ≤ ~800 px. */
export const DISPLAY_PICTURE_PX = 800;

/** Where the server answers a derivative (GET, `src` the stored photo's address, `edge` one of the ladder). */
export const SIZED_PICTURE_PATH = '/api/v1/images/sized';

export const isSizedPictureEdge = (edge: number): edge is SizedPictureEdge => (SIZED_PICTURE_EDGES as readonly number[]).includes(edge);

/** The smallest edge of the ladder that is at least `px` (the largest when none is). */
export const sizedEdgeAtLeast = (px: number): SizedPictureEdge =>
  SIZED_PICTURE_EDGES.find((edge) => edge >= px) ?? SIZED_PICTURE_EDGES[SIZED_PICTURE_EDGES.length - 1]!;

/**
 * The derivative edge one render of a tile needs: the whole photo scaled so that the part shown (the
 * crop, or a split's piece) keeps DISPLAY_PICTURE_PX on its long side. A tight crop asks a larger
 * derivative; never more than 2048 px (the client's own edit derivative).
 */
export const pictureEdgeOf = (layout: Pick<TileLayout, 'source' | 'image'>, shownPx = DISPLAY_PICTURE_PX): SizedPictureEdge => {
  const longImage = Math.max(layout.image.width, layout.image.height);
  const longShown = Math.max(layout.source.width, layout.source.height, 1);
  return sizedEdgeAtLeast(Math.ceil((shownPx * longImage) / longShown));
};

/**
 * The address of a stored photo's derivative: only the store's own files have one: `/files/…` paths, and
 * on S3 (S3_BUCKET) addresses under the bucket's or S3_PUBLIC_URL's base (`photoBases`, each ending in
 * '/', from the page's boot data). Any other address (a blob: or data: URL, another site's photo) is
 * drawn as it is.
 */
export const sizedPictureAddress = (src: string, edge: SizedPictureEdge, photoBases: readonly string[] = []): string =>
  src.startsWith('/files/') || photoBases.some((base) => base.endsWith('/') && src.startsWith(base) && src.length > base.length)
    ? `${SIZED_PICTURE_PATH}?src=${encodeURIComponent(src)}&edge=${edge}`
    : src;

/** An `<img>`'s sources: `srcSet` only when the picture has derivatives (the store's own files). */
export interface SizedPictureSources {
  readonly src: string;
  readonly srcSet?: string;
}

/**
 * A picture drawn at a size the page's layout decides (a `sizes` beside it): its derivatives at `edges`
 * as a width-described `srcset`, and `fallback`'s as `src` for a browser without one. An edge is the
 * long side, so the widths are exact for the catalogue's square pictures (a tall picture is narrower
 * than its edge says). Any other address is drawn as it is (`sizedPictureAddress`).
 */
export const sizedPictureSources = (
  src: string,
  ladder: { readonly edges: readonly SizedPictureEdge[]; readonly fallback: SizedPictureEdge },
  photoBases: readonly string[] = [],
): SizedPictureSources => {
  const fallback = sizedPictureAddress(src, ladder.fallback, photoBases);
  if (fallback === src) return { src };
  return { src: fallback, srcSet: ladder.edges.map((edge) => `${sizedPictureAddress(src, edge, photoBases)} ${edge}w`).join(', ') };
};
