import { isEmptyProject, type Project, type ProjectStatus } from './project';

/**
 * A project as the server holds it: converted by the contract's `fromServerProject` (saved, clean,
 * inactive, status Cart, `serverVersion` set) and the status the server stored, which only a resume
 * or a local copy uses.
 */
export interface ServerCopy {
  readonly project: Project;
  readonly serverStatus: ProjectStatus;
}

/** How a local project and a newer server copy of it were reconciled. */
export interface Reconciled {
  readonly project: Project;
  /** The local copy had unsaved edits that the server's newer work replaced (tell the shopper quietly). */
  readonly superseded: boolean;
  /** The local edit is the newer work: it is kept, now based on the server's revision, and must be saved again. */
  readonly resave: boolean;
}

const version = (p: Project): number => p.serverVersion ?? -1;

/**
 * Newer work wins, never a duplicate: a server copy no newer than the local one changes nothing; a
 * newer one replaces the local copy (keeping where this browser shows it: active or not, and a
 * Completed status), unless the local copy holds unsaved edits made after the server's copy was
 * last changed; then the local edit is kept and rebased on the server's revision, to be saved over it.
 */
export const reconcile = (local: Project, copy: ServerCopy): Reconciled => {
  if (version(copy.project) <= version(local)) return { project: local, superseded: false, resave: false };
  if (local.hasUnsavedChanges && local.updatedAt > copy.project.updatedAt) {
    return { project: { ...local, serverVersion: copy.project.serverVersion as number }, superseded: false, resave: true };
  }
  const status = local.status === 'Completed' ? local.status : copy.serverStatus;
  // The same edit time is the same work (our own save whose answer was lost): nothing was superseded.
  const superseded = local.hasUnsavedChanges && local.updatedAt !== copy.project.updatedAt;
  return { project: { ...copy.project, status, isActive: local.isActive }, superseded, resave: false };
};

/** The outcome of merging server projects into the local list. */
export interface MergePlan {
  readonly projects: readonly Project[];
  /** Local projects whose unsaved edits newer server work replaced. */
  readonly supersededIds: readonly string[];
  /** Local projects kept over an older server revision: to be saved again. */
  readonly resaveIds: readonly string[];
}

/**
 * Merges projects loaded from the server into the local list, matched by id and version (see
 * `reconcile`). A project only the server has is added with status Cart (SPEC §4); for a resume
 * (`keepServerStatus`) it, and every clean local copy, takes the server's own status. An empty server
 * project is not worth a place in the list.
 */
export const mergeServerProjects = (
  local: readonly Project[],
  server: readonly ServerCopy[],
  options: { readonly keepServerStatus?: boolean } = {},
): MergePlan => {
  const byId = new Map(server.map((c) => [c.project.id, c]));
  const supersededIds: string[] = [];
  const resaveIds: string[] = [];
  const merged = local.map((p) => {
    const copy = byId.get(p.id);
    if (copy === undefined) return p;
    const result = reconcile(p, copy);
    if (result.superseded) supersededIds.push(p.id);
    if (result.resave) resaveIds.push(p.id);
    // A resume reads the statuses the server holds, also for clean local copies of them.
    const serverSays = options.keepServerStatus && !result.project.hasUnsavedChanges && result.project.status !== 'Completed';
    return serverSays ? { ...result.project, status: copy.serverStatus } : result.project;
  });
  const localIds = new Set(local.map((p) => p.id));
  const added = server
    .filter((c) => !localIds.has(c.project.id) && !isEmptyProject(c.project))
    .map((c) => (options.keepServerStatus ? { ...c.project, status: c.serverStatus } : c.project));
  return { projects: [...merged, ...added], supersededIds, resaveIds };
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
