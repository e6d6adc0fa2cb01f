import * as t from 'io-ts';
import { isRight } from 'fp-ts/Either';
import { normalizeFilter, normalizeMatColor, normalizeOrientation, type Project, type Tile } from '../../domain/project';

// What must hold for a stored project to be usable; other fields pass through as stored.
const StoredTile = t.type({
  id: t.string,
  positionX: t.number,
  positionY: t.number,
  cropTopLeftX: t.number,
  cropTopLeftY: t.number,
  scale: t.number,
  width: t.number,
  height: t.number,
  frameColor: t.string,
  isBatched: t.boolean,
});

const StoredProject = t.type({
  id: t.string,
  status: t.keyof({ InProgress: null, Cart: null, Completed: null }),
  isActive: t.boolean,
  isSplit: t.boolean,
  isBatched: t.boolean,
  frameColor: t.string,
  quantity: t.number,
  tileSpacing: t.number,
  tiles: t.array(t.unknown),
  productId: t.string,
  cartToken: t.string,
  createdAt: t.number,
  updatedAt: t.number,
});

const decodeTile = (raw: unknown): Tile | null => {
  const result = StoredTile.decode(raw);
  if (!isRight(result)) return null;
  const value = result.right as unknown as Tile & Record<string, unknown>;
  return {
    ...value,
    matColor: normalizeMatColor(value.matColor),
    filter: normalizeFilter(value.filter),
    orientation: normalizeOrientation(value.orientation),
    metadata: typeof value.metadata === 'object' && value.metadata !== null ? value.metadata : {},
  };
};

/**
 * Decodes the stored projects value: projects that do not decode are dropped one by one (never
 * the whole list), tiles likewise; option values are normalised. Returns [] for anything else.
 */
export const decodeStoredProjects = (value: unknown): Project[] => {
  if (!Array.isArray(value)) return [];
  const projects: Project[] = [];
  for (const raw of value) {
    const result = StoredProject.decode(raw);
    if (!isRight(result)) continue;
    const stored = result.right as unknown as Project & Record<string, unknown>;
    projects.push({
      ...stored,
      matColor: normalizeMatColor(stored.matColor),
      filter: normalizeFilter(stored.filter),
      orientation: normalizeOrientation(stored.orientation),
      savedToServer: stored.savedToServer === true,
      // Survives a reload: a save that had not landed is sent again (issue #15).
      hasUnsavedChanges: stored.hasUnsavedChanges === true,
      serverVersion: Number.isSafeInteger(stored.serverVersion) ? stored.serverVersion : undefined,
      tiles: result.right.tiles.map(decodeTile).filter((tile): tile is Tile => tile !== null),
    });
  }
  return projects;
};

/** The stored projects as a codec: a list (anything else does not decode), its entries decoded one by one. */
export const StoredProjects = new t.Type<Project[], unknown, unknown>(
  'StoredProjects',
  (u): u is Project[] => Array.isArray(u),
  (u, c) => (Array.isArray(u) ? t.success(decodeStoredProjects(u)) : t.failure(u, c)),
  (projects) => projects,
);
