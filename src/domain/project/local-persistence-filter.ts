import type { Project } from './project';

const hasPath = (path: string | undefined): boolean => path !== undefined && path !== '';

/**
 * The projects kept in local storage: only tiles with stored image paths; split projects
 * need a single image path (dropped otherwise); projects of another user are dropped.
 * An anonymous project (no userId) belongs to whoever is on this browser and is kept.
 */
export const projectsForLocalStorage = (projects: readonly Project[], currentUserId?: string): readonly Project[] =>
  projects
    .filter((p) => p.userId === undefined || p.userId === currentUserId)
    .filter((p) => !p.isSplit || hasPath(p.singleImagePath))
    .map((p) => ({
      ...p,
      tiles: p.tiles
        .filter((t) => hasPath(t.imagePath))
        // A Blob cannot be serialised and the local preview URL dies with the page.
        .map(({ file: _f, croppedImageUrl: _c, uploadingFull: _u, ...tile }) => tile),
    }));
