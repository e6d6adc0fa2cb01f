import type { ImagePx, Scale } from '../units';
import { PROJECT_DEFAULTS, type Filter, type FrameColor, type MatColor, type Orientation, type TileOptions } from './options';
import type { Tile } from './tile';

/** A project's lifecycle status (SPEC §4). */
export type ProjectStatus = 'InProgress' | 'Cart' | 'Completed';

/** A project: single tiles or one photo split over rows x cols, with every field of SPEC §3. */
export interface Project {
  readonly id: string;
  readonly status: ProjectStatus;
  readonly isActive: boolean;
  readonly isSplit: boolean;
  readonly isBatched: boolean;
  readonly singleImagePath?: string;
  readonly full?: string;
  readonly frameColor: FrameColor;
  readonly matColor: MatColor;
  readonly orientation: Orientation;
  readonly filter: Filter;
  readonly quantity: number;
  readonly tileSpacing: number;
  readonly tiles: readonly Tile[];
  readonly productId: string;
  readonly cartToken: string;
  readonly userId?: string;
  /** Epoch milliseconds. */
  readonly createdAt: number;
  /** Epoch milliseconds. */
  readonly updatedAt: number;
  readonly savedToServer: boolean;
  /** The spec's unsaved-change flag: set on edit, cleared once the server has the change. */
  readonly hasUnsavedChanges: boolean;
  /**
   * The server's revision of this project that the local copy is based on (issue #15): the next save
   * names it, so a save over newer work is refused instead of overwriting it. Absent: never stored.
   */
  readonly serverVersion?: number;
  readonly rows?: number;
  readonly cols?: number;
  readonly scale?: Scale;
  readonly width?: ImagePx;
  readonly height?: ImagePx;
  readonly cropTopLeftX?: ImagePx;
  readonly cropTopLeftY?: ImagePx;
  readonly spliced?: boolean;
  readonly selectedVariantName?: string;
  readonly convertedToBlackFrames?: boolean;
  readonly resumeTag?: string;
  readonly metadata?: Readonly<Record<string, unknown>>;
}

/** What the caller supplies for a new project: ids and time come from outside the domain. */
export interface ProjectSeed {
  readonly id: string;
  readonly now: number;
  readonly cartToken: string;
  readonly productId: string;
  readonly userId?: string;
  readonly options?: Partial<TileOptions>;
}

/** A fresh, empty, active InProgress project with the spec's defaults. */
export const createProject = (seed: ProjectSeed): Project => ({
  id: seed.id,
  status: 'InProgress',
  isActive: true,
  isSplit: false,
  isBatched: false,
  frameColor: seed.options?.frameColor ?? PROJECT_DEFAULTS.frameColor,
  matColor: seed.options?.matColor ?? PROJECT_DEFAULTS.matColor,
  orientation: seed.options?.orientation ?? PROJECT_DEFAULTS.orientation,
  filter: seed.options?.filter ?? PROJECT_DEFAULTS.filter,
  quantity: PROJECT_DEFAULTS.quantity,
  tileSpacing: PROJECT_DEFAULTS.tileSpacing,
  tiles: [],
  productId: seed.productId,
  cartToken: seed.cartToken,
  ...(seed.userId === undefined ? {} : { userId: seed.userId }),
  createdAt: seed.now,
  updatedAt: seed.now,
  savedToServer: false,
  hasUnsavedChanges: false,
});

/** Empty: no tiles and no single image, so nothing worth keeping. */
export const isEmptyProject = (project: Project): boolean => project.tiles.length === 0 && project.singleImagePath === undefined;

/** Printed tiles a project stands for: its tiles times its quantity. */
export const tileUnits = (project: Project): number => project.tiles.length * project.quantity;

/** Records an edit: bumps updatedAt and raises the unsaved-change flag. */
export const touchProject = (project: Project, now: number): Project => ({
  ...project,
  updatedAt: now,
  hasUnsavedChanges: true,
});

/** The active project, if any. */
export const activeProject = (projects: readonly Project[]): Project | undefined => projects.find((p) => p.isActive);

/** Makes exactly one project active. */
export const activateProject = (projects: readonly Project[], id: string): readonly Project[] =>
  projects.map((p) => (p.isActive === (p.id === id) ? p : { ...p, isActive: p.id === id }));

/** The outcome of starting a new project. */
export interface StartProjectPlan {
  readonly projects: readonly Project[];
  /** Empty projects that were dropped (delete them on the server if they were saved). */
  readonly removedIds: readonly string[];
}

/** Starting a new project removes empty projects and deactivates the others. */
export const startNewProject = (projects: readonly Project[], seed: ProjectSeed): StartProjectPlan => {
  const removed = projects.filter(isEmptyProject);
  const kept = projects.filter((p) => !isEmptyProject(p)).map((p) => (p.isActive ? { ...p, isActive: false } : p));
  return { projects: [...kept, createProject(seed)], removedIds: removed.map((p) => p.id) };
};

/** The outcome of removing a project. */
export interface RemoveProjectPlan {
  readonly projects: readonly Project[];
  readonly removedIds: readonly string[];
  /** The fresh default project created because the last one was removed. */
  readonly created?: Project;
}

const newestFirst = (a: Project, b: Project): number => b.updatedAt - a.updatedAt;

/**
 * Removes a project. Removing the last project creates a fresh default. When the active
 * project goes, the most recently edited InProgress project becomes active (our choice: the
 * shopper lands on the work they touched last rather than on nothing).
 */
export const removeProject = (projects: readonly Project[], id: string, seed: ProjectSeed): RemoveProjectPlan => {
  const target = projects.find((p) => p.id === id);
  if (target === undefined) return { projects, removedIds: [] };
  const rest = projects.filter((p) => p.id !== id);
  if (rest.length === 0) {
    const created = createProject(seed);
    return { projects: [created], removedIds: [id], created };
  }
  if (!target.isActive) return { projects: rest, removedIds: [id] };
  const next = rest.filter((p) => p.status === 'InProgress').toSorted(newestFirst)[0];
  return { projects: next === undefined ? rest : activateProject(rest, next.id), removedIds: [id] };
};

/** The outcome of a cart-token change. */
export interface CartTokenChangePlan {
  readonly projects: readonly Project[];
  /** Old project ids that must not be deleted on the server (they belong to the old cart). */
  readonly skipServerDeletionIds: readonly string[];
}

/** Changing the cart token replaces all projects with a fresh one and marks old ids to skip server deletion. */
export const changeCartToken = (projects: readonly Project[], seed: ProjectSeed): CartTokenChangePlan => ({
  projects: [createProject(seed)],
  skipServerDeletionIds: projects.map((p) => p.id),
});

/** A project uses a single image when it has a single image path (split projects do). */
export const usesSingleImage = (project: Pick<Project, 'singleImagePath'>): boolean => project.singleImagePath !== undefined && project.singleImagePath !== '';
