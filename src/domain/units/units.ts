/** A length in pixels of the source image (not screen pixels, not tile pixels). */
export type ImagePx = number & { readonly _brand: 'ImagePx' };
/** A printed length in inches. */
export type Inches = number & { readonly _brand: 'Inches' };
/** Pixels per printed inch. */
export type Ppi = number & { readonly _brand: 'Ppi' };
/** The zoom slider's position, 0..1. */
export type Zoom = number & { readonly _brand: 'Zoom' };
/** The image magnification, >= 1 (1 = the whole frame filled by the image at its smallest). */
export type Scale = number & { readonly _brand: 'Scale' };

/** Brands a number of source-image pixels. */
export const imagePx = (value: number): ImagePx => value as ImagePx;
/** Brands a number of inches. */
export const inches = (value: number): Inches => value as Inches;
/** Brands a pixels-per-inch density. */
export const ppi = (value: number): Ppi => value as Ppi;

/** A width and height in source-image pixels. */
export interface ImageSize {
  readonly width: ImagePx;
  readonly height: ImagePx;
}

/** An axis-aligned rectangle in source-image pixels (x, y = top-left corner). */
export interface ImageRect {
  readonly x: ImagePx;
  readonly y: ImagePx;
  readonly width: ImagePx;
  readonly height: ImagePx;
}

/** Builds an image size from plain numbers. */
export const imageSize = (width: number, height: number): ImageSize => ({
  width: imagePx(width),
  height: imagePx(height),
});

/** Builds an image rectangle from plain numbers. */
export const imageRect = (x: number, y: number, width: number, height: number): ImageRect => ({
  x: imagePx(x),
  y: imagePx(y),
  width: imagePx(width),
  height: imagePx(height),
});
