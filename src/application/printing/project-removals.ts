import { inject, injectable } from 'inversify';
import { removePhotoQuestion, removeProjectQuestion } from '../../domain/project';
import { ModalStore } from '../shell/modal-store';
import { ProjectStore } from './project-store';

/**
 * Removals that lose the shopper's work ask first (SPEC §8 confirm modal); Cancel, Escape or an
 * error pre-empting the question keep everything. Each resolves to whether it removed.
 */
@injectable()
export class ProjectRemovals {
  constructor(
    @inject(ProjectStore) private readonly projects: ProjectStore,
    @inject(ModalStore) private readonly modals: ModalStore,
  ) {}

  async removeProject(projectId: string): Promise<boolean> {
    // Numbered as the project list shows them: the projects being designed. A one-project session removes none.
    if (this.projects.oneProjectOnly) return false;
    const designing = this.projects.designing;
    const index = designing.findIndex((p) => p.id === projectId);
    const project = designing[index];
    if (project === undefined) return false;
    const question = removeProjectQuestion({ number: index + 1, photos: project.tiles.length });
    if (question !== null && !(await this.modals.confirm(question))) return false;
    this.projects.removeProject(projectId);
    return true;
  }

  async removePhoto(tileId: string): Promise<boolean> {
    if (!this.projects.active.tiles.some((t) => t.id === tileId)) return false;
    if (!(await this.modals.confirm(removePhotoQuestion()))) return false;
    // The photo may have gone meanwhile (an upload failure removes its tile): nothing to do then.
    if (!this.projects.active.tiles.some((t) => t.id === tileId)) return false;
    this.projects.photos.removeTile(tileId);
    return true;
  }
}
