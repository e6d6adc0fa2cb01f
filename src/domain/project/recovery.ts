import type { Project } from './project';

/**
 * Merges projects loaded from the server (already converted by the contract's `fromServerProject`:
 * status Cart, saved, inactive) into the local list: a local copy with the same id wins.
 */
export const mergeServerProjects = (local: readonly Project[], server: readonly Project[]): readonly Project[] => {
  const localIds = new Set(local.map((p) => p.id));
  return [...local, ...server.filter((p) => !localIds.has(p.id))];
};

/** The outcome of resuming (the /resume route). */
export interface ResumePlan {
  readonly projects: readonly Project[];
  readonly activeProjectId?: string;
  /** Where to send the shopper: the framing tool when there is work to resume. */
  readonly navigateTo?: '/printing';
}

/**
 * On resume the newest InProgress project (by updatedAt) becomes active and the user goes
 * to /printing; every other project becomes Cart. With nothing InProgress nothing changes.
 */
export const resumeProjects = (projects: readonly Project[]): ResumePlan => {
  const newest = projects
    .filter((p) => p.status === 'InProgress')
    .reduce<Project | undefined>((best, p) => (best === undefined || p.updatedAt > best.updatedAt ? p : best), undefined);
  if (newest === undefined) return { projects };
  return {
    projects: projects.map((p) =>
      p.id === newest.id
        ? { ...p, isActive: true }
        : // A Completed project was paid for; it never goes back to the cart.
          { ...p, isActive: false, status: p.status === 'Completed' ? p.status : 'Cart' },
    ),
    activeProjectId: newest.id,
    navigateTo: '/printing',
  };
};

/** Why a login happened; a resume login keeps the resumed projects instead of loading the server's. */
export type LoginCause = 'resume' | 'user' | 'checkout' | 'unauthorized';

/** After login, server projects load unless the login cause was 'resume'. */
export const shouldLoadServerProjectsAfterLogin = (cause: LoginCause): boolean => cause !== 'resume';
