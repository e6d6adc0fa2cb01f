/**
 * Does a cart or order line add up (issue 26, item 1)? What is printed is decided from what was paid:
 * only a printed product's line carries tiles; its tiles x copies make its quantity; every tile wears
 * the frame colour of the line's variant; and at checkout the tiles are the stored project's, not the
 * line attributes the shopper wrote. Pure: the server runs it on cart mutations, at checkout and on
 * the admin's order detail; the client builds lines that pass it (`lineAttributes`).
 */
import { left, right, type Either } from 'fp-ts/Either';
import { NO_MAT, withRotation, type OrderedTile } from '../admin/print-file';
import { domainError, type DomainError } from '../errors';
import { parseJsonText } from '../json-text';

/** The line attributes a printed line carries (the client's `lineAttributes`). */
export const PRINTED_LINE_KEYS = {
  /** The project the line prints. */
  projectId: '_projectId',
  /** The project's cart token: proves an anonymous shopper holds the project (a signed-in one proves it by their token). */
  cartToken: '_cartToken',
  /** The tiles, as the client saw them (JSON): a claim checked against the project, never printed from. */
  tiles: '_tiles',
  frame: 'Frame',
  tileCount: 'Tiles',
  copies: 'Copies',
} as const;

interface LineAttribute {
  readonly key: string;
  readonly value: string;
}

/** A line as paid: its product, its variant's frame colour, its quantity and the attributes it carries. */
export interface PaidLine {
  /** A printed product (a tile): only these carry tiles. Wall pads, memberships, gift tiles… print nothing. */
  readonly printable: boolean;
  readonly productId: string;
  readonly productTitle: string;
  /** The variant's name: the frame colour paid for. */
  readonly frameColor: string;
  readonly quantity: number;
  readonly attributes: readonly LineAttribute[];
}

/** What a printed line says it prints. */
export interface PrintedLineClaim {
  readonly projectId: string;
  /** The project's cart token the line names ('' when none). */
  readonly cartToken: string;
  readonly frameColor: string;
  readonly tileCount: number;
  readonly copies: number;
}

/** A tile of a stored project (the server format's fields the print needs). */
export interface ProjectTileFacts {
  readonly imagePath?: string;
  readonly cropTopLeftX: number;
  readonly cropTopLeftY: number;
  readonly cropBottomRightX?: number;
  readonly cropBottomRightY?: number;
  readonly frameColor: string;
  readonly matColor: string;
  readonly filter: string;
  readonly orientation: string;
  /** The photo's clockwise turn in its frame (issue 31 item 6); an old project has none. */
  readonly rotation?: unknown;
}

/** The project behind a printed line, as stored (frozen at checkout). */
export interface ProjectFacts {
  readonly id: string;
  readonly productId: string;
  /** The project's quantity: how many copies of each tile. */
  readonly copies: number;
  readonly tiles: readonly ProjectTileFacts[];
}

export type PrintedLineErrorCode =
  | 'printed-line/not-printed'
  | 'printed-line/no-project'
  | 'printed-line/tiles'
  | 'printed-line/count'
  | 'printed-line/frame'
  | 'printed-line/project'
  | 'printed-line/twice'
  | 'printed-line/unpaid';
export type PrintedLineError = DomainError<PrintedLineErrorCode>;

/** Every refusal's wording, in one place. */
export const printedLineMessages = {
  notPrinted: (product: string) => `${product} is not printed: its line carries no tiles or project.`,
  noProject: (product: string) => `A ${product} line names the project it prints.`,
  unreadableTiles: "The line's tiles are not a list of photos.",
  count: (tiles: number, copies: number, quantity: number) =>
    `${tiles} ${tiles === 1 ? 'tile' : 'tiles'} x ${copies} ${copies === 1 ? 'copy' : 'copies'} make ${tiles * copies}, not the line's quantity of ${quantity}.`,
  frame: (tile: number, colour: string, variant: string) => `Tile ${tile} has a ${colour} frame, not the line's ${variant}.`,
  notYours: (id: string) => `Project ${id} is not one of this cart's projects.`,
  otherProduct: (id: string, product: string) => `Project ${id} is not a ${product} project.`,
  noPhoto: (id: string, tile: number) => `Tile ${tile} of project ${id} has no photo.`,
  twice: (id: string, colour: string) => `Project ${id}'s ${colour} tiles are on two lines.`,
  unpaid: (id: string, colour: string) => `Project ${id}'s ${colour} tiles are on no line.`,
} as const;

const fail = (code: PrintedLineErrorCode, message: string) => left(domainError(code, message));
const sameColour = (a: string, b: string): boolean => a.toLowerCase() === b.toLowerCase();
const attribute = (line: Pick<PaidLine, 'attributes'>, key: string): string | undefined => line.attributes.find((a) => a.key === key)?.value;
const wholeCount = (value: string | undefined): number | null => (value !== undefined && /^[1-9]\d{0,5}$/.test(value) ? Number(value) : null);

/** The `_tiles` claim's frame colours, or null when it is not a list of tiles each with a photo. */
function claimedFrames(json: string | undefined): Array<string | null> | null {
  const value = parseJsonText(json);
  if (!Array.isArray(value) || value.length === 0) return null;
  const frames = value.map((raw) => {
    const t = typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>) : null;
    if (t === null || typeof t.imagePath !== 'string' || t.imagePath === '') return undefined;
    return typeof t.frameColor === 'string' ? t.frameColor : null;
  });
  return frames.some((f) => f === undefined) ? null : (frames as Array<string | null>);
}

/** Copies from the `Copies` attribute when written, else the whole number of copies the quantity makes. */
function copiesOf(line: PaidLine, tiles: number): Either<PrintedLineError, number> {
  const written = attribute(line, PRINTED_LINE_KEYS.copies);
  const copies = written === undefined ? Math.max(1, Math.round(line.quantity / tiles)) : wholeCount(written);
  if (copies === null || tiles * copies !== line.quantity) return fail('printed-line/count', printedLineMessages.count(tiles, copies ?? 0, line.quantity));
  return right(copies);
}

/**
 * The check a cart mutation runs: a line that is not printed carries no tiles or project; a printed
 * one names its project and lists tiles in its variant's frame colour whose count x copies is its
 * quantity (and its visible `Frame` / `Tiles` / `Copies` agree). Right(null): a line that prints nothing.
 */
export function checkPrintedLine(line: PaidLine): Either<PrintedLineError, PrintedLineClaim | null> {
  const projectId = attribute(line, PRINTED_LINE_KEYS.projectId);
  const tilesJson = attribute(line, PRINTED_LINE_KEYS.tiles);
  if (!line.printable) {
    return projectId === undefined && tilesJson === undefined
      ? right(null)
      : fail('printed-line/not-printed', printedLineMessages.notPrinted(line.productTitle));
  }
  if (projectId === undefined || projectId === '') return fail('printed-line/no-project', printedLineMessages.noProject(line.productTitle));
  const frames = claimedFrames(tilesJson);
  if (frames === null) return fail('printed-line/tiles', printedLineMessages.unreadableTiles);
  const written = attribute(line, PRINTED_LINE_KEYS.tileCount);
  if (written !== undefined && wholeCount(written) !== frames.length) return fail('printed-line/tiles', printedLineMessages.unreadableTiles);
  const copies = copiesOf(line, frames.length);
  if (copies._tag === 'Left') return copies;
  const wrong = frames.findIndex((f) => f === null || !sameColour(f, line.frameColor));
  if (wrong >= 0) return fail('printed-line/frame', printedLineMessages.frame(wrong + 1, frames[wrong] ?? 'missing', line.frameColor));
  const frame = attribute(line, PRINTED_LINE_KEYS.frame);
  if (frame !== undefined && !sameColour(frame, line.frameColor)) return fail('printed-line/frame', printedLineMessages.frame(1, frame, line.frameColor));
  return right({
    projectId,
    cartToken: attribute(line, PRINTED_LINE_KEYS.cartToken) ?? '',
    frameColor: line.frameColor,
    tileCount: frames.length,
    copies: copies.right,
  });
}

/** Lines that name the same project in the same frame colour (each of a project's colours is paid once). */
export function checkClaimsTogether(
  claims: ReadonlyArray<Pick<PrintedLineClaim, 'projectId' | 'frameColor'> | null>,
): Array<{ index: number; error: PrintedLineError }> {
  const seen = new Set<string>();
  return claims.flatMap((c, index) => {
    if (c === null) return [];
    const key = JSON.stringify([c.projectId, c.frameColor.toLowerCase()]);
    if (!seen.has(key)) return (seen.add(key), []);
    return [{ index, error: domainError('printed-line/twice' as const, printedLineMessages.twice(c.projectId, c.frameColor)) }];
  });
}

/** A stored tile as printed under the line's variant: its crop in image pixels [x, y, width, height]. */
const printedTile = (t: ProjectTileFacts, frameColor: string): OrderedTile => {
  const crop: OrderedTile['crop'] =
    t.cropBottomRightX !== undefined && t.cropBottomRightY !== undefined && t.cropBottomRightX > t.cropTopLeftX && t.cropBottomRightY > t.cropTopLeftY
      ? [t.cropTopLeftX, t.cropTopLeftY, t.cropBottomRightX - t.cropTopLeftX, t.cropBottomRightY - t.cropTopLeftY]
      : null;
  return {
    imagePath: t.imagePath ?? '',
    crop,
    frameColor,
    matColor: t.matColor === '' ? NO_MAT : t.matColor,
    filter: t.filter === 'grayScale' ? 'grayScale' : 'color',
    orientation: t.orientation === 'Landscape' ? 'Landscape' : 'Portrait',
    ...withRotation(t.rotation),
  };
};

/**
 * The tiles a printed line prints, from its stored project (null: the line names none the buyer
 * holds, or none at all): the project's tiles of the line's frame colour, as many as the line lists,
 * times the project's copies making the line's quantity, each with a photo. Right([]): a line that
 * prints nothing. Every print file and the admin's detail come from this, never from `_tiles`.
 */
export function printedTilesOf(line: PaidLine, project: ProjectFacts | null): Either<PrintedLineError, readonly OrderedTile[]> {
  const claim = checkPrintedLine(line);
  if (claim._tag === 'Left') return claim;
  if (claim.right === null) return right([]);
  const { projectId, tileCount } = claim.right;
  if (project === null || project.id !== projectId) return fail('printed-line/project', printedLineMessages.notYours(projectId));
  if (project.productId !== line.productId) return fail('printed-line/project', printedLineMessages.otherProduct(projectId, line.productTitle));
  const tiles = project.tiles.filter((t) => sameColour(t.frameColor, line.frameColor));
  if (tiles.length !== tileCount || tiles.length * project.copies !== line.quantity) {
    return fail('printed-line/count', printedLineMessages.count(tiles.length, project.copies, line.quantity));
  }
  const blank = tiles.findIndex((t) => t.imagePath === undefined || t.imagePath === '');
  if (blank >= 0) return fail('printed-line/project', printedLineMessages.noPhoto(projectId, project.tiles.indexOf(tiles[blank]!) + 1));
  return right(tiles.map((t) => printedTile(t, line.frameColor)));
}

/** A project's frame colours no line pays for (its tiles would be printed for nothing, or not at all). */
export function unpaidColours(project: ProjectFacts, paidColours: readonly string[]): PrintedLineError | null {
  const unpaid = project.tiles.find((t) => !paidColours.some((c) => sameColour(c, t.frameColor)));
  return unpaid === undefined ? null : domainError('printed-line/unpaid', printedLineMessages.unpaid(project.id, unpaid.frameColor));
}
