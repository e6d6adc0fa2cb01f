import { tileUnits, type Project } from './project';

/**
 * Each project's number in its name, 'Project N' (issue 31: names stay stable): by creation over all
 * the shopper's projects, so a project keeps its number when another goes to the cart or an empty one
 * is pruned, instead of taking its place in a shorter list.
 */
export const projectNumbers = (projects: readonly Project[]): ReadonlyMap<string, number> =>
  new Map(projects.toSorted((a, b) => a.createdAt - b.createdAt || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)).map((p, i) => [p.id, i + 1] as const));

/** A project's name in the tool's list. */
export const projectName = (number: number): string => `Project ${number}`;

/** The other projects being designed that can go to the cart with the active one: with photos, none still uploading. */
export const otherCartReadyProjects = (projects: readonly Project[], activeId: string): readonly Project[] =>
  projects.filter(
    (p) => p.id !== activeId && p.status === 'InProgress' && p.tiles.length > 0 && !p.tiles.some((t) => t.uploadingFull === true || t.imagePath === ''),
  );

/** What Add to Cart says when other projects have photos (issue 31: the shopper chooses). */
export const cartChoiceText = (others: readonly Project[]): string => {
  const n = others.length;
  return `You have ${n} other ${n === 1 ? 'project' : 'projects'} with photos. ${n === 1 ? 'It stays' : 'They stay'} here unless you add ${n === 1 ? 'it' : 'them'} too.`;
};

/** The choice's two buttons: this project's printed tiles, or every project with photos (how many, their tiles). */
export const addThisProjectLabel = (tiles: number): string => `Add this project · ${tiles} ${tiles === 1 ? 'tile' : 'tiles'}`;
export const addAllProjectsLabel = (projects: number, tiles: number): string => `Add all ${projects} projects · ${tiles} tiles`;

/** Printed tiles of projects (each one's tiles times its copies). */
export const tilesOf = (projects: readonly Project[]): number => projects.reduce((n, p) => n + tileUnits(p), 0);
