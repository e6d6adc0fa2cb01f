import type { Project } from './project';

/** The prompt shown when leaving with unsaved work (not inside an iframe). */
export const LEAVE_PAGE_PROMPT = 'Your changes may not be saved if you leave now.';

/** The quiet note when newer work from another tab or device replaced an unsaved local edit. */
export const SUPERSEDED_NOTICE = 'This project was changed in another tab or on another device. You are now seeing the newest version.';

/** What the printing tool's quiet status line says. */
export type SaveStatus = 'idle' | 'saving' | 'saved' | 'retrying' | 'refused';

export const SAVE_STATUS_TEXT: Readonly<Record<SaveStatus, string>> = {
  idle: '',
  saving: 'Saving…',
  saved: 'Saved',
  retrying: 'Not saved yet. Retrying…',
  /** Only where refusals are held (HoldRefusedSaves): the editor is told why and decides. */
  refused: 'Not saved',
};

/** Whether leaving the page should prompt: unsaved changes or items in progress, and not in an iframe. */
export const leavePagePrompt = (state: {
  readonly hasUnsavedChanges: boolean;
  readonly hasProgressItems: boolean;
  readonly inIframe: boolean;
}): string | undefined => (!state.inIframe && (state.hasUnsavedChanges || state.hasProgressItems) ? LEAVE_PAGE_PROMPT : undefined);

/** Projects whose changes the server does not have yet (saved, throttled to one save per second). */
export const projectsNeedingSave = (projects: readonly Project[]): readonly Project[] => projects.filter((p) => p.hasUnsavedChanges);

/** Marks projects as saved on the server once the save call succeeded. */
export const markSaved = (projects: readonly Project[], savedIds: readonly string[]): readonly Project[] =>
  projects.map((p) => (savedIds.includes(p.id) ? { ...p, savedToServer: true, hasUnsavedChanges: false } : p));

/**
 * The server deletions for removed projects: only those the server has, and never those of
 * an old cart token (marked to skip). Deleted projects are then unmarked as saved.
 */
export const serverDeletions = (removed: readonly Project[], skipIds: readonly string[]): readonly string[] =>
  removed.filter((p) => p.savedToServer && !skipIds.includes(p.id)).map((p) => p.id);

/** A project removed on the server is no longer saved there. */
export const unmarkSaved = (project: Project): Project => ({ ...project, savedToServer: false });

/**
 * A save landed as revision `version`. The project is now based on that revision; its unsaved flag
 * clears only when it is still the very value that was sent (an edit made while the save was in
 * flight keeps the flag, and is saved next, based on the new revision).
 */
export const landSave = (projects: readonly Project[], sent: Project, version: number): readonly Project[] =>
  projects.map((p) => {
    if (p.id !== sent.id) return p;
    return p === sent ? { ...p, serverVersion: version, savedToServer: true, hasUnsavedChanges: false } : { ...p, serverVersion: version, savedToServer: true };
  });
