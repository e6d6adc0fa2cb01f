/* What an order is made of: the line attributes sent to the storefront, its number, the contents' fingerprint. */
import { tileCrop, type Project, type Tile } from '../../../domain/project';
import type { CartAttribute } from '../../ports/storefront-cart';

/** The tiles of one line of a project: those of one frame colour (a line is one variant, so one colour). */
export interface ProjectLineGroup {
  readonly frameColor: string;
  readonly tiles: readonly Tile[];
}

/**
 * A project's lines, one per frame colour its tiles wear, in the order the colours first appear: the
 * server prints each line's tiles in its variant's colour and refuses a line whose tiles are another
 * (issue 26, item 1). A project of one colour is one line, as before.
 */
export const projectLineGroups = (project: Project): ProjectLineGroup[] => {
  const groups: Array<{ frameColor: string; tiles: Tile[] }> = [];
  for (const tile of project.tiles) {
    const group = groups.find((g) => g.frameColor.toLowerCase() === tile.frameColor.toLowerCase());
    if (group) group.tiles.push(tile);
    else groups.push({ frameColor: tile.frameColor, tiles: [tile] });
  }
  return groups;
};

/**
 * The attributes a project's line carries to the order: the project it prints, the cart token that
 * proves this browser holds it (an anonymous project), and what to print, tile by tile (checked by the
 * server against the stored project: it prints from that, never from these).
 */
export const lineAttributes = (project: Project, group: ProjectLineGroup = { frameColor: project.frameColor, tiles: project.tiles }): CartAttribute[] => [
  { key: '_projectId', value: project.id },
  { key: '_cartToken', value: project.cartToken },
  { key: 'Frame', value: group.frameColor },
  { key: 'Tiles', value: String(group.tiles.length) },
  { key: 'Copies', value: String(project.quantity) },
  {
    key: '_tiles',
    value: JSON.stringify(
      group.tiles.map((t) => {
        const crop = tileCrop(t);
        return {
          imagePath: t.imagePath,
          crop: [crop.x, crop.y, crop.width, crop.height],
          frameColor: t.frameColor,
          matColor: t.matColor,
          filter: t.filter,
          orientation: t.orientation,
        };
      }),
    ),
  },
];

/** A short fingerprint of a string (FNV-1a, 32 bits): enough to tell one cart's contents from another's. */
export const fingerprint = (text: string): string => {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return `${text.length}:${hash.toString(16)}`;
};
