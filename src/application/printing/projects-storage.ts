import { activateProject, projectsForLocalStorage, type Project } from '../../domain/project';
import { encodeStored, readStored, storageKey } from '../../domain/persistence';
import type { KeyValueStore } from '../ports/key-value-store';
import type { Scheduler } from '../ports/scheduler';
import { decodeStoredProjects } from './stored-projects';

/** The shopper's projects in local storage: tenant-prefixed, 4-day expiry, the domain's persistence filter. */
export class ProjectsStorage {
  private readonly key: string;

  constructor(
    private readonly storage: KeyValueStore,
    private readonly scheduler: Scheduler,
    tenantId: string,
  ) {
    this.key = storageKey(tenantId, 'projects');
  }

  /** The stored projects; an expired or unreadable entry is removed. */
  read(): Project[] {
    const read = readStored(this.storage.get(this.key), this.scheduler.now());
    if (read.kind === 'remove') this.storage.remove(this.key);
    return read.kind === 'value' ? decodeStoredProjects(read.value) : [];
  }

  /** Writes the projects worth keeping; false when the storage refused them. */
  write(projects: readonly Project[]): boolean {
    const kept = projectsForLocalStorage(projects);
    return this.storage.set(this.key, encodeStored(kept, this.scheduler.now()));
  }
}

/** Exactly one active project: the stored active one, else the newest InProgress, else a fresh one. */
export const withOneActive = (projects: readonly Project[], fresh: () => Project): readonly Project[] => {
  const current = projects.find((p) => p.isActive && p.status === 'InProgress');
  if (current) return activateProject(projects, current.id);
  const newest = projects.filter((p) => p.status === 'InProgress').toSorted((a, b) => b.updatedAt - a.updatedAt)[0];
  if (newest) return activateProject(projects, newest.id);
  return [...projects.map((p) => ({ ...p, isActive: false })), fresh()];
};
