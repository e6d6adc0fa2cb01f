import type { Project } from '../../domain/project';

/** What one tab of the store tells the others about the projects (issue #15). */
export type ProjectNews =
  /** This project landed on the server as revision `project.serverVersion`. */
  | { readonly type: 'saved'; readonly project: Project }
  /** This project was removed. */
  | { readonly type: 'removed'; readonly projectId: string };

/**
 * A channel between the tabs of one store (same tenant, same origin) so that they never overwrite
 * each other's newer work. Where the browser has none, a tab simply hears nothing.
 */
export interface ProjectBroadcast {
  post(news: ProjectNews): void;
  /** Listens to the other tabs' news (never this tab's own); returns the disposer. */
  subscribe(listener: (news: ProjectNews) => void): () => void;
}
export const ProjectBroadcast = Symbol('ProjectBroadcast');
