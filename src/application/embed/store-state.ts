import type { Project } from '../../domain/project';
import type { ParentProject, StoreState } from '../ports/parent-frame';

/** The facts the parent mirrors (SPEC §7 updateState), read from the stores that own them. */
export interface StoreFacts {
  readonly projects: readonly Project[];
  readonly active: Project | undefined;
  readonly homeUrl: string;
  readonly preventUnload: boolean;
  readonly isModalOpen: boolean;
  readonly showWelcomePromo: boolean;
  readonly cartCount: number;
  readonly loggedIn: boolean;
}

const parentProject = (p: Project): ParentProject => ({
  id: p.id,
  productId: p.productId,
  status: p.status,
  tileCount: p.tiles.length,
  frameColor: p.frameColor,
  filter: p.filter,
  matColor: p.matColor,
});

/** The updateState snapshot (appSize travels on its own, throttled). */
export function storeState(facts: StoreFacts): StoreState {
  return {
    activeProject: facts.active === undefined ? null : parentProject(facts.active),
    activeProjectId: facts.active?.id ?? null,
    activeProjectIds: facts.projects.filter((p) => p.status === 'InProgress').map((p) => p.id),
    homeUrl: facts.homeUrl,
    preventUnload: facts.preventUnload,
    isModalOpen: facts.isModalOpen,
    showWelcomePromo: facts.showWelcomePromo,
    cartCount: facts.cartCount,
    loggedIn: facts.loggedIn,
  };
}

/** The fields of `next` that differ from `previous` (all of them when there is none): only changes are sent. */
export function changedState(previous: StoreState | null, next: StoreState): StoreState {
  if (previous === null) return next;
  const changed: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(next)) {
    if (JSON.stringify(value) !== JSON.stringify((previous as Record<string, unknown>)[key])) changed[key] = value;
  }
  return changed as StoreState;
}
