import type { GridPosition } from '../imaging';
import type { Layout } from '../layouts';
import { frameSlots, type FrameSlot } from './frame-layout';
import type { Project } from './project';
import type { Tile } from './tile';

/** Which way an arrow key moves the tile being arranged. */
export type ArrangeDirection = 'left' | 'right' | 'up' | 'down';

/** A tile moved to a frame: the project after it, the frames (0-based) and the tile it swapped with, if any. */
export interface ArrangedMove {
  readonly project: Project;
  readonly from: number;
  readonly to: number;
  readonly frames: number;
  readonly swappedWith: string | null;
}

/** The project whose frames hold `held` (frame i holds held[i]): each tile takes its frame's position, in frame order. */
const withFramesHeld = (project: Project, slots: readonly FrameSlot[], held: ReadonlyArray<Tile | undefined>): Project => {
  const placed = held.flatMap((tile, i) => {
    if (tile === undefined) return [];
    const { positionX, positionY } = (slots[i] as FrameSlot).position;
    return [tile.positionX === positionX && tile.positionY === positionY ? tile : { ...tile, positionX, positionY }];
  });
  // Tiles past a layout's frames (none can be added there, but an old project may have them) are kept as they are.
  const overflow = project.tiles.filter((t) => !held.includes(t));
  return { ...project, tiles: [...placed, ...overflow] };
};

/**
 * Moves a tile to a frame of its project (issue 31 "Arrange"): onto another tile, the two swap; onto
 * an empty frame of a layout, the tile moves there. Positions follow. A split project (one photo
 * over the grid), an unknown tile or frame, or the tile's own frame: null (nothing to move).
 */
export const moveTileToFrame = (project: Project, tileId: string, frameIndex: number, layouts?: readonly Layout[]): ArrangedMove | null => {
  if (project.isSplit) return null;
  const slots = frameSlots(project, layouts);
  const from = slots.findIndex((s) => s.tile?.id === tileId);
  const target = slots[frameIndex];
  if (from < 0 || target === undefined || from === frameIndex) return null;
  const held = slots.map((s) => s.tile);
  held[frameIndex] = held[from];
  held[from] = target.tile;
  return { project: withFramesHeld(project, slots, held), from, to: frameIndex, frames: slots.length, swappedWith: target.tile?.id ?? null };
};

/**
 * The frame next to `index` in a direction: left and right along its row; up and down the nearest
 * row above or below, at the frame closest across. Null at the edge.
 */
export const neighbourFrame = (positions: readonly GridPosition[], index: number, direction: ArrangeDirection): number | null => {
  const here = positions[index];
  if (here === undefined) return null;
  const horizontal = direction === 'left' || direction === 'right';
  const sign = direction === 'left' || direction === 'up' ? -1 : 1;
  let best: number | null = null;
  let bestKey: readonly [number, number] = [Infinity, Infinity];
  positions.forEach((p, i) => {
    const along = horizontal ? p.positionX - here.positionX : p.positionY - here.positionY;
    const across = horizontal ? p.positionY - here.positionY : p.positionX - here.positionX;
    if (along * sign <= 0 || (horizontal && across !== 0)) return;
    // Nearest first along the direction, then the closest across (a staggered row has no exact match).
    const key = [Math.abs(along), Math.abs(across)] as const;
    if (key[0] < bestKey[0] || (key[0] === bestKey[0] && key[1] < bestKey[1])) {
      best = i;
      bestKey = key;
    }
  });
  return best;
};

/** Moves a tile one frame in a direction (the keyboard's arrange): a swap or a move, or null at the edge. */
export const stepTile = (project: Project, tileId: string, direction: ArrangeDirection, layouts?: readonly Layout[]): ArrangedMove | null => {
  const slots = frameSlots(project, layouts);
  const from = slots.findIndex((s) => s.tile?.id === tileId);
  const to =
    from < 0
      ? null
      : neighbourFrame(
          slots.map((s) => s.position),
          from,
          direction,
        );
  return to === null ? null : moveTileToFrame(project, tileId, to, layouts);
};

/**
 * Puts the tiles `chosen` (ids, in the order the shopper chose their photos) into the frames they hold,
 * in that order: photos of one choice that arrive in any order (uploads finish when they finish) still
 * read in the order chosen. Ids not in the project are skipped; the other tiles stay where they are.
 */
export const inChosenOrder = (project: Project, chosen: readonly string[], layouts?: readonly Layout[]): Project => {
  if (project.isSplit) return project;
  const slots = frameSlots(project, layouts);
  const held = slots.map((s) => s.tile);
  const frames = held.flatMap((t, i) => (t !== undefined && chosen.includes(t.id) ? [i] : []));
  const tiles = chosen.flatMap((id) => held.filter((t) => t?.id === id) as Tile[]);
  if (tiles.every((t, k) => held[frames[k] as number] === t)) return project;
  tiles.forEach((t, k) => (held[frames[k] as number] = t));
  return withFramesHeld(project, slots, held);
};

/**
 * A new tile in a given frame of a fixed layout (an empty frame's "+", issue 31 item 2); null when
 * the frame is not an empty frame of the project.
 */
export const withTileInFrame = (project: Project, tile: Tile, frameIndex: number, layouts?: readonly Layout[]): Project | null => {
  if (project.isSplit) return null;
  const slots = frameSlots(project, layouts);
  const slot = slots[frameIndex];
  if (slot === undefined || slot.tile !== undefined) return null;
  const held = slots.map((s) => s.tile);
  held[frameIndex] = tile;
  return withFramesHeld(project, slots, held);
};
