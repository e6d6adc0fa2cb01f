import { left, right, type Either } from 'fp-ts/Either';
import type { DomainError } from '../errors';
import { createProject, type Project, type ProjectSeed, type ProjectStatus } from './project';
import { copySharedOptionsFromMain } from './split';

/** What moves a project between statuses. */
export type StatusEvent = 'addToCart' | 'editFromCart' | 'completeCheckout';

/** An attempt to move a project along a transition the lifecycle does not have. */
export type InvalidTransition = DomainError<'project/invalid-transition'>;

/**
 * The lifecycle: InProgress -> Cart -> Completed. `editFromCart` (Cart -> InProgress) is our
 * addition: a first-class store lets shoppers reopen a cart item in the framing tool.
 */
const TRANSITIONS: Readonly<Record<ProjectStatus, Partial<Record<StatusEvent, ProjectStatus>>>> = {
  InProgress: { addToCart: 'Cart' },
  Cart: { completeCheckout: 'Completed', editFromCart: 'InProgress' },
  Completed: {},
};

/** The status after an event, or an error for a transition the lifecycle does not allow. */
export const nextStatus = (status: ProjectStatus, event: StatusEvent): Either<InvalidTransition, ProjectStatus> => {
  const next = TRANSITIONS[status][event];
  return next === undefined ? left({ code: 'project/invalid-transition', message: `Cannot ${event} a project that is ${status}` }) : right(next);
};

/** Side effects the caller performs after a status change. */
export type StatusEffect =
  | { readonly type: 'saveProject'; readonly projectId: string }
  | { readonly type: 'rememberLastCart'; readonly projectIds: readonly string[] }
  | { readonly type: 'setWallPadsInCart'; readonly count: 0 }
  | { readonly type: 'clearPromo' };

/** A status change: the new state plus the effects it asks for. */
export interface StatusPlan<S> {
  readonly state: S;
  readonly effects: readonly StatusEffect[];
}

/**
 * Adds a project to the cart. A split batched project first copies the shared options of
 * its main project onto every tile, so the tiles print as one picture.
 */
export const addToCart = (project: Project, now: number): Either<InvalidTransition, StatusPlan<Project>> => {
  const next = nextStatus(project.status, 'addToCart');
  if (next._tag === 'Left') return next;
  const prepared = project.isSplit && project.isBatched ? copySharedOptionsFromMain(project) : project;
  return right({
    state: { ...prepared, status: next.right, isActive: false, updatedAt: now, hasUnsavedChanges: true },
    effects: [{ type: 'saveProject', projectId: project.id }],
  });
};

/** Reopens a cart project for editing; it becomes the active project. */
export const editFromCart = (projects: readonly Project[], id: string, now: number): Either<InvalidTransition, StatusPlan<readonly Project[]>> => {
  const target = projects.find((p) => p.id === id);
  const next = nextStatus(target?.status ?? 'Completed', 'editFromCart');
  if (next._tag === 'Left') return next;
  return right({
    state: projects.map((p) =>
      p.id === id ? { ...p, status: next.right, isActive: true, updatedAt: now, hasUnsavedChanges: true } : { ...p, isActive: false },
    ),
    effects: [{ type: 'saveProject', projectId: id }],
  });
};

/** What checkout completion leaves behind. */
export interface CheckoutCompletion {
  /** Projects still open (not in the cart) plus the new empty active project. */
  readonly projects: readonly Project[];
  /** The cart projects, now Completed. */
  readonly completed: readonly Project[];
}

/**
 * Checkout complete: cart projects become Completed, the last cart is remembered, wall pads
 * reset to 0, the promo is cleared and a new empty active project is created.
 */
export const completeCheckout = (projects: readonly Project[], seed: ProjectSeed): StatusPlan<CheckoutCompletion> => {
  const inCart = projects.filter((p) => p.status === 'Cart');
  const completed = inCart.map((p) => ({ ...p, status: 'Completed' as const, isActive: false, updatedAt: seed.now }));
  const open = projects.filter((p) => p.status !== 'Cart').map((p) => ({ ...p, isActive: false }));
  return {
    state: { projects: [...open, createProject(seed)], completed },
    effects: [
      { type: 'rememberLastCart', projectIds: inCart.map((p) => p.id) },
      { type: 'setWallPadsInCart', count: 0 },
      { type: 'clearPromo' },
      ...completed.map((p) => ({ type: 'saveProject' as const, projectId: p.id })),
    ],
  };
};
