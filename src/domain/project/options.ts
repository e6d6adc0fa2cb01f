import { left, right, type Either } from 'fp-ts/Either';
import { findVariantByName, type Orientation, type Product } from '../catalog';
import type { DomainError } from '../errors';

export type { Orientation } from '../catalog';

/** A frame colour: one of the product's variant names (tiles: 'Black', 'White', 'Gray'). */
export type FrameColor = string;

/** The display colour of each tile frame variant. */
export const FRAME_COLOR_HEX: Readonly<Record<string, string>> = {
  Black: '#000',
  White: '#F5F5F5',
  Gray: '#B8B8B8',
};

/** The three mat colours (RGBA hex): no mat, gray and white. */
export const MAT_COLORS = { none: '#FFFFFF00', gray: '#939598FF', white: '#FFFFFFFF' } as const;
/** A normalised mat colour. */
export type MatColor = (typeof MAT_COLORS)[keyof typeof MAT_COLORS];

/** A print filter. */
export type Filter = 'color' | 'grayScale';

/** The options a shopper picks for a tile or a whole project. */
export interface TileOptions {
  readonly frameColor: FrameColor;
  readonly matColor: MatColor;
  readonly filter: Filter;
  readonly orientation: Orientation;
}

/** Defaults of SPEC §9: frameColor Black, filter color, matColor no mat, quantity 1, tileSpacing 1 (0.5 split). */
export const PROJECT_DEFAULTS = {
  frameColor: 'Black',
  filter: 'color' as Filter,
  matColor: MAT_COLORS.none as MatColor,
  /** The spec gives no default orientation; square tiles print the same either way, so Portrait. */
  orientation: 'Portrait' as Orientation,
  quantity: 1,
  tileSpacing: 1,
  splitTileSpacing: 0.5,
} as const;

/** The default tile options. */
export const DEFAULT_TILE_OPTIONS: TileOptions = {
  frameColor: PROJECT_DEFAULTS.frameColor,
  matColor: PROJECT_DEFAULTS.matColor,
  filter: PROJECT_DEFAULTS.filter,
  orientation: PROJECT_DEFAULTS.orientation,
};

/** The error for a frame colour that is not one of the product's variants. */
export type UnrecognizedVariant = DomainError<'options/unrecognized-variant'>;

/** The display hex of a frame colour, if it is one of the three tile frames. */
export const frameColorHex = (frameColor: FrameColor): string | undefined =>
  Object.entries(FRAME_COLOR_HEX).find(([name]) => name.toLowerCase() === frameColor.toLowerCase())?.[1];

/**
 * Checks a frame colour against the product's variant names (ignoring case, answering the
 * variant's own spelling). Otherwise: 'Unrecognized variantName <name>'.
 */
export const normalizeFrameColor = (name: string, product: Pick<Product, 'variants'>): Either<UnrecognizedVariant, FrameColor> => {
  const variant = findVariantByName(product, name.trim());
  return variant === undefined ? left({ code: 'options/unrecognized-variant', message: `Unrecognized variantName ${name}` }) : right(variant.name);
};

const key = (value: unknown): string => (typeof value === 'string' ? value.trim().toLowerCase() : '');

const MAT_ALIASES: Readonly<Record<string, MatColor>> = {
  gray: MAT_COLORS.gray,
  grey: MAT_COLORS.gray,
  '#939598': MAT_COLORS.gray,
  '#939598ff': MAT_COLORS.gray,
  white: MAT_COLORS.white,
  '#fff': MAT_COLORS.white,
  '#ffffff': MAT_COLORS.white,
  '#ffffffff': MAT_COLORS.white,
};

/** Normalises a mat colour to one of the three values; anything unknown (or absent) means no mat. */
export const normalizeMatColor = (value: unknown): MatColor => MAT_ALIASES[key(value)] ?? MAT_COLORS.none;

/** Normalises an orientation; anything that is not landscape is Portrait unless a fallback is given. */
export const normalizeOrientation = (value: unknown, fallback: Orientation = 'Portrait'): Orientation => {
  const k = key(value);
  return k === 'landscape' ? 'Landscape' : k === 'portrait' ? 'Portrait' : fallback;
};

const GRAYSCALE_ALIASES: readonly string[] = ['grayscale', 'greyscale', 'gray scale', 'grey scale', 'bw', 'black and white'];

/** Normalises a filter to 'color' or 'grayScale'. */
export const normalizeFilter = (value: unknown): Filter => (GRAYSCALE_ALIASES.includes(key(value)) ? 'grayScale' : 'color');

/** Raw options as they arrive (query string, initial data, server). */
export interface RawTileOptions {
  readonly frameColor?: unknown;
  readonly matColor?: unknown;
  readonly filter?: unknown;
  readonly orientation?: unknown;
}

/** Normalises every option against a product; a missing frame colour takes the default (Black). */
export const normalizeTileOptions = (
  raw: RawTileOptions,
  product: Pick<Product, 'variants' | 'defaultOrientation'>,
): Either<UnrecognizedVariant, TileOptions> => {
  const requested = typeof raw.frameColor === 'string' && raw.frameColor.trim() !== '' ? raw.frameColor : PROJECT_DEFAULTS.frameColor;
  const frame = normalizeFrameColor(requested, product);
  if (frame._tag === 'Left') return frame;
  return right({
    frameColor: frame.right,
    matColor: normalizeMatColor(raw.matColor),
    filter: normalizeFilter(raw.filter),
    orientation: normalizeOrientation(raw.orientation, product.defaultOrientation ?? PROJECT_DEFAULTS.orientation),
  });
};
