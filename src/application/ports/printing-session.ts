import type { ProjectStore } from '../printing/project-store';

/**
 * The printing session's stores, loaded when a store first needs them: the share page draws its
 * design without them and loads them on "Make this design" (issue 27's JS budget). The browser's
 * binding loads the session's chunk into the container; a test's answers at once.
 */
export interface PrintingSessionLoader {
  projects(): Promise<ProjectStore>;
}
export const PrintingSessionLoader = Symbol('PrintingSessionLoader');
