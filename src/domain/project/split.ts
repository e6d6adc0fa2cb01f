import { clampCrop, cropAt, cropSize, splitCells } from '../imaging';
import { imagePx, type ImageSize, type Scale } from '../units';
import { PROJECT_DEFAULTS } from './options';
import { createProject, type Project, type ProjectSeed } from './project';
import type { Tile } from './tile';

/** The photo a split project divides. */
export interface SplitSource {
  readonly imagePath: string;
  readonly full?: string;
  readonly image: ImageSize;
  readonly rows: number;
  readonly cols: number;
  readonly scale?: Scale;
  /** Top-left of the whole picture's crop; centred when absent. */
  readonly cropTopLeftX?: number;
  readonly cropTopLeftY?: number;
}

/** Aspect (width / height) of the whole split picture: cols x rows square tiles. */
export const splitAspect = (rows: number, cols: number): number => cols / rows;

/**
 * Builds the tiles of a split project from its picture fields: one batched tile per cell,
 * row-major, each with its grid position and its crop (origin and explicit bottom-right).
 */
export const splitTiles = (project: Project): readonly Tile[] => {
  const { rows, cols, width, height, singleImagePath } = project;
  if (rows === undefined || cols === undefined || width === undefined || height === undefined) {
    throw new Error(`Project ${project.id} is not a split project`);
  }
  const image = { width, height };
  const scale = project.scale ?? (1 as Scale);
  const region = cropAt({ x: project.cropTopLeftX ?? imagePx(0), y: project.cropTopLeftY ?? imagePx(0) }, image, splitAspect(rows, cols), scale);
  return splitCells(region, { rows, cols }).map((cell, index) => ({
    id: `${project.id}-${index}`,
    positionX: cell.positionX,
    positionY: cell.positionY,
    cropTopLeftX: cell.crop.x,
    cropTopLeftY: cell.crop.y,
    cropBottomRightX: imagePx(cell.crop.x + cell.crop.width),
    cropBottomRightY: imagePx(cell.crop.y + cell.crop.height),
    ...(singleImagePath === undefined ? {} : { imagePath: singleImagePath }),
    ...(project.full === undefined ? {} : { full: project.full }),
    scale,
    width,
    height,
    frameColor: project.frameColor,
    matColor: project.matColor,
    filter: project.filter,
    orientation: project.orientation,
    isBatched: true,
    metadata: {},
  }));
};

/** Creates a split project: one image divided into rows x cols batched tiles, spacing 0.5. */
export const createSplitProject = (seed: ProjectSeed, source: SplitSource): Project => {
  const aspect = splitAspect(source.rows, source.cols);
  const scale = source.scale ?? (1 as Scale);
  const size = cropSize(source.image, aspect, scale);
  const origin = clampCrop(
    {
      x: imagePx(source.cropTopLeftX ?? (source.image.width - size.width) / 2),
      y: imagePx(source.cropTopLeftY ?? (source.image.height - size.height) / 2),
      ...size,
    },
    source.image,
  );
  const base: Project = {
    ...createProject(seed),
    isSplit: true,
    isBatched: true,
    singleImagePath: source.imagePath,
    ...(source.full === undefined ? {} : { full: source.full }),
    tileSpacing: PROJECT_DEFAULTS.splitTileSpacing,
    rows: source.rows,
    cols: source.cols,
    scale,
    width: source.image.width,
    height: source.image.height,
    cropTopLeftX: origin.x,
    cropTopLeftY: origin.y,
  };
  return { ...base, tiles: splitTiles(base) };
};

/** Copies the main project's shared options (frame, mat, filter, orientation) onto every batched tile. */
export const copySharedOptionsFromMain = (project: Project): Project => ({
  ...project,
  tiles: project.tiles.map((tile) =>
    tile.isBatched
      ? {
          ...tile,
          frameColor: project.frameColor,
          matColor: project.matColor,
          filter: project.filter,
          orientation: project.orientation,
        }
      : tile,
  ),
});
