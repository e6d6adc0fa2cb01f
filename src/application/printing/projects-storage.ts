import { activateProject, projectsForLocalStorage, type Project } from '../../domain/project';
import type { Analytics } from '../ports/analytics';
import type { LocalRecord, LocalRecords } from '../ports/local-records';
import { CustomerRecord } from '../account';
import { StoredProjects } from './stored-projects';

/** The shopper's projects (SPEC §3), each decoded on the way out. */
const ProjectsRecord: LocalRecord<Project[]> = { key: 'projects', codec: StoredProjects };

/** The shopper's projects in the tenant's local records, through the domain's persistence filter. */
export class ProjectsStorage {
  constructor(
    private readonly records: LocalRecords,
    private readonly analytics: Analytics,
  ) {}

  /** The stored projects; an expired or unreadable entry is removed. */
  read(): Project[] {
    return this.records.read(ProjectsRecord) ?? [];
  }

  /**
   * Writes the projects worth keeping (the signed-in customer's own and anonymous ones); a refusal
   * (quota) is reported, and the projects stay in memory.
   */
  write(projects: readonly Project[]): void {
    const customerId = this.records.read(CustomerRecord)?.id;
    if (!this.records.write(ProjectsRecord, [...projectsForLocalStorage(projects, customerId)])) {
      this.analytics.reportError(new Error('local storage refused the projects'), { where: 'projects persist' });
    }
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
