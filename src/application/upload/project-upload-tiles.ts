import { inject, injectable } from 'inversify';
import { isLeft, right, type Either } from 'fp-ts/Either';
import type { DomainError } from '../../domain/errors';
import type { FaceBox } from '../../domain/imaging/upload-rules';
import type { IncomingPhoto, UploadTiles } from '../ports/upload-tiles';
import { ProjectStore } from '../stores/project-store';

/**
 * The upload pipeline's view of the active project, over the printing tool's ProjectStore public API.
 *
 * Gaps in that API (to close in ProjectStore, then simplify this class): `addTile` takes no
 * uploadingFull flag nor sourceUrl/variantId metadata, and there is no way to set a crop origin, so
 * `cropToFaces` cannot apply the domain's face-centred origin yet. Until then an uploading tile is a
 * tile without imagePath (the project's local persistence leaves it out), and completing the upload
 * replaces its photo with the stored one.
 */
@injectable()
export class ProjectUploadTiles implements UploadTiles {
  constructor(@inject(ProjectStore) private readonly projects: ProjectStore) {}

  addTile(photo: IncomingPhoto, _uploading: boolean): Either<DomainError, string> {
    const added = this.projects.addTile({
      imagePath: photo.imagePath,
      width: photo.width,
      height: photo.height,
      source: photo.source,
      ...(photo.full === undefined ? {} : { full: photo.full }),
    });
    return isLeft(added) ? added : right(added.right.id);
  }

  completeUpload(tileId: string, stored: { readonly imagePath: string; readonly width: number; readonly height: number }): void {
    if (!this.tileIds().includes(tileId)) return;
    this.projects.replaceTile(tileId, { imagePath: stored.imagePath, width: stored.width, height: stored.height, source: 'device' });
  }

  removeTile(tileId: string): void {
    this.projects.removeTile(tileId);
  }

  cropToFaces(_tileId: string, _faces: readonly FaceBox[]): void {
    // Needs a ProjectStore action that sets a tile's crop origin and faceCropped (see the class note).
  }

  tileIds(): readonly string[] {
    return this.projects.active.tiles.map((t) => t.id);
  }
}
