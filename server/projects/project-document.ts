import * as t from 'io-ts';
import { FIXED_LAYOUT_SIZES } from '../../src/domain/layouts/layouts';
import { rotatedSize } from '../../src/domain/imaging/rotation';
import { LAYOUT_METADATA_KEY } from '../../src/domain/project/frame-layout';
import type { ProjectSaveRequest, ServerProject } from '../../src/contract/project';
import { decodePart } from '../http/decode';
import { isRefusal, refusal, type Refusal } from '../http/refusal';

/**
 * The most tiles one project may hold: the largest fixed layout (SPEC §2: 100 frames). The domain
 * has no other per-project limit (the pharmacy tenant's 12 counts a whole cart, checked by the client).
 */
export const MAX_TILES_PER_PROJECT = Math.max(...FIXED_LAYOUT_SIZES);

/** The crop corners may pass the image edge by rounding only (the client computes them from a scale). */
const CROP_TOLERANCE_PX = 0.01;

const bounded = (max: number, name: string) =>
  new t.Type<string, string, unknown>(
    name,
    (u): u is string => typeof u === 'string' && u.length <= max,
    (u, c) => (typeof u === 'string' && u.length <= max ? t.success(u) : t.failure(u, c, `a string of at most ${max} characters`)),
    t.identity,
  );
const Id = new t.Type<string, string, unknown>(
  'Id',
  (u): u is string => typeof u === 'string' && u.length >= 1 && u.length <= 100,
  (u, c) => (typeof u === 'string' && u.length >= 1 && u.length <= 100 ? t.success(u) : t.failure(u, c, 'an id of 1 to 100 characters')),
  t.identity,
);
const Short = bounded(200, 'ShortString');
const Url = bounded(4096, 'Url');
const Finite = new t.Type<number, number, unknown>(
  'FiniteNumber',
  (u): u is number => typeof u === 'number' && Number.isFinite(u),
  (u, c) => (typeof u === 'number' && Number.isFinite(u) ? t.success(u) : t.failure(u, c, 'a finite number')),
  t.identity,
);
const Orientation = t.keyof({ Landscape: null, Portrait: null });
/** Issue 31 item 6: the photo's clockwise turn in its frame, in quarter turns only. */
const QuarterTurn = t.union([t.literal(0), t.literal(90), t.literal(180), t.literal(270)]);
const Filter = t.keyof({ color: null, grayScale: null });
const PhotoSource = t.keyof({ Local: null, Facebook: null, Instagram: null, Confetti: null, Artists: null, QueryParam: null, Precustom: null, device: null });

/** Every field of the contract's `ServerTile`, typed; unknown fields are dropped (t.exact). */
const StoredTile = t.exact(
  t.intersection([
    t.type({
      id: Id,
      positionX: Finite,
      positionY: Finite,
      cropTopLeftX: Finite,
      cropTopLeftY: Finite,
      cropBottomRightX: Finite,
      cropBottomRightY: Finite,
      scale: Finite,
      width: Finite,
      height: Finite,
      frameColor: Short,
      matColor: Short,
      filter: Filter,
      orientation: Orientation,
      isBatched: t.boolean,
      state: t.literal('Framed'),
      metadata: t.exact(t.partial({ source: PhotoSource, sourceUrl: Url, variantId: Short })),
    }),
    t.partial({ imagePath: Url, full: Url, bgFillColor: Short, isLowRes: t.boolean, faceCropped: t.boolean, rotation: QuarterTurn }),
  ]),
);

/**
 * A project's `metadata`: what the client writes there, its layout (`metadata.layout`, the domain's
 * LAYOUT_METADATA_KEY: a fixed layout's frame count or 'Custom'). Other keys are dropped like any
 * field the contract does not know (issue 26 item 10: it was free-form, ~500 KB a save).
 */
const ProjectMetadata = t.exact(t.partial({ [LAYOUT_METADATA_KEY]: t.union([Finite, bounded(40, 'LayoutName')]) }));

/** The most `metadata` a save may send (as JSON): the layout takes a few bytes; anything near this is not our client. */
export const METADATA_MAX_BYTES = 4 * 1024;

/** Every field of the contract's `ServerProject`, typed; unknown fields are dropped. */
const StoredProject = t.exact(
  t.intersection([
    t.type({
      id: Id,
      status: t.keyof({ InProgress: null, Cart: null, Completed: null }),
      isActive: t.boolean,
      isSplit: t.boolean,
      isBatched: t.boolean,
      frameColor: Short,
      matColor: Short,
      orientation: Orientation,
      filter: Filter,
      quantity: Finite,
      tileSpacing: Finite,
      tiles: t.array(StoredTile),
      productId: Short,
      cartToken: Short,
      createdAt: Finite,
      updatedAt: Finite,
    }),
    t.partial({
      singleImagePath: Url,
      full: Url,
      userId: Short,
      rows: Finite,
      cols: Finite,
      scale: Finite,
      width: Finite,
      height: Finite,
      cropTopLeftX: Finite,
      cropTopLeftY: Finite,
      spliced: t.boolean,
      selectedVariantName: Short,
      convertedToBlackFrames: t.boolean,
      resumeTag: Short,
      metadata: ProjectMetadata,
    }),
  ]),
);

/** A save request checked field by field: the project to store and the revision it was based on. */
export interface CheckedSave {
  readonly project: ServerProject;
  readonly baseVersion: number | null;
}

const cropProblem = (tile: t.TypeOf<typeof StoredTile>): string | undefined => {
  const { id, cropTopLeftX: x1, cropTopLeftY: y1, cropBottomRightX: x2, cropBottomRightY: y2 } = tile;
  if (!(tile.width > 0 && tile.height > 0)) return `Tile ${id} has no image size (width ${tile.width}, height ${tile.height}).`;
  // A turned photo's crop is measured in its turned pixels (its width and height swap at 90° and 270°).
  const { width, height } = rotatedSize(tile, tile.rotation ?? 0);
  const inside =
    x1 >= -CROP_TOLERANCE_PX && y1 >= -CROP_TOLERANCE_PX && x2 <= width + CROP_TOLERANCE_PX && y2 <= height + CROP_TOLERANCE_PX && x1 < x2 && y1 < y2;
  return inside ? undefined : `Tile ${id}: the crop (${x1}, ${y1})–(${x2}, ${y2}) lies outside its ${width} x ${height} image.`;
};

/**
 * Checks a decoded save body beyond the contract's shape: every field typed (400 naming the path),
 * `metadata` of at most METADATA_MAX_BYTES, at most MAX_TILES_PER_PROJECT tiles, unique tile ids, a
 * quantity of 1 to 10,000, each crop inside its image. A 400 refusal otherwise; nothing is written for a refused body.
 */
export function checkSave(body: ProjectSaveRequest): CheckedSave | Refusal {
  const { baseVersion, ...rest } = body;
  if (baseVersion !== null && !(Number.isInteger(baseVersion) && baseVersion >= 1)) {
    return refusal(400, 'Invalid request: baseVersion must be null or a revision number (1 or more).');
  }
  const tiles = Array.isArray(rest.tiles) ? rest.tiles.length : 0;
  if (tiles > MAX_TILES_PER_PROJECT) return refusal(400, `A project holds at most ${MAX_TILES_PER_PROJECT} tiles (this one has ${tiles}).`);
  const metadataBytes = rest.metadata === undefined ? 0 : Buffer.byteLength(JSON.stringify(rest.metadata) ?? '');
  if (metadataBytes > METADATA_MAX_BYTES) {
    return refusal(400, `Invalid request: metadata must be at most ${METADATA_MAX_BYTES / 1024} KB (this one is ${metadataBytes} bytes).`);
  }
  const project = decodePart(StoredProject, rest, 'body');
  if (isRefusal(project)) return project;
  if (!(Number.isInteger(project.quantity) && project.quantity >= 1 && project.quantity <= 10_000)) {
    return refusal(400, 'Invalid request: quantity must be a whole number from 1 to 10000.');
  }
  const ids = new Set<string>();
  for (const tile of project.tiles) {
    if (ids.has(tile.id)) return refusal(400, `Invalid request: tile id ${tile.id} appears twice.`);
    ids.add(tile.id);
    const problem = cropProblem(tile);
    if (problem) return refusal(400, problem);
  }
  return { project: project as unknown as ServerProject, baseVersion };
}
