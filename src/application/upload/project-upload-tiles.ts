import { inject, injectable } from 'inversify';
import { isLeft, right, type Either } from 'fp-ts/Either';
import type { DomainError } from '../../domain/errors';
import type { FaceBox } from '../../domain/imaging/upload-rules';
import type { IncomingPhoto, UploadTiles } from '../ports/upload-tiles';
import { ProjectStore } from '../printing/project-store';

/** The upload pipeline's view of the active project: pass-throughs to the printing tool's ProjectStore. */
@injectable()
export class ProjectUploadTiles implements UploadTiles {
  constructor(@inject(ProjectStore) private readonly projects: ProjectStore) {}

  addTile(photo: IncomingPhoto, uploading: boolean): Either<DomainError, string> {
    const added = this.projects.photos.addTile({ ...photo, uploading });
    return isLeft(added) ? added : right(added.right.id);
  }

  completeUpload(tileId: string, stored: { readonly imagePath: string; readonly width: number; readonly height: number }): void {
    this.projects.photos.completeUpload(tileId, stored);
  }

  removeTile(tileId: string): void {
    this.projects.photos.removeTile(tileId);
  }

  cropToFaces(tileId: string, faces: readonly FaceBox[]): void {
    this.projects.photos.cropTileToFaces(tileId, faces);
  }

  tileIds(): readonly string[] {
    return this.projects.active.tiles.map((t) => t.id);
  }
}
