import { action, computed, makeObservable, observableRef } from 'mobx';
import type { PickedFile } from './photo-uploads';

/**
 * The chosen files whose frames the printing canvas has not drawn yet (issue 31 item 7: a chosen
 * photo shows in its frame at once). Until the canvas (or the tool's 2D first draw) has drawn a
 * picture in a tile's frame, the tool lays the file itself over that frame; the first draw of a
 * picture there ends it for good, so a preview never lies over a frame the canvas already shows.
 * A preview outlives its upload (a small photo may land before the canvas is up). Plain state, no I/O.
 */
export class TilePreviews {
  /** The chosen file of each tile still waiting for the canvas's picture, by tile id. */
  files: ReadonlyMap<string, PickedFile> = new Map();

  constructor() {
    makeObservable(this, { files: observableRef, waiting: computed, show: action, drawn: action, forget: action });
  }

  /** Whether any tile still waits: the canvas reports what it drew only then. */
  get waiting(): boolean {
    return this.files.size > 0;
  }

  /** The file shown in a tile's frame until the canvas draws its picture, if it is still waited for. */
  fileOf(tileId: string): PickedFile | undefined {
    return this.files.get(tileId);
  }

  /** A chosen photo has its tile: its file shows in its frame from now on. */
  show(tileId: string, file: PickedFile): void {
    this.files = new Map(this.files).set(tileId, file);
  }

  /** The canvas drew a picture in these tiles' frames: their previews go. */
  drawn(tileIds: Iterable<string>): void {
    let next: Map<string, PickedFile> | null = null;
    for (const id of tileIds) {
      if (!(next ?? this.files).has(id)) continue;
      next ??= new Map(this.files);
      next.delete(id);
    }
    if (next) this.files = next;
  }

  /** The tile went (its upload cancelled or refused): nothing to show. */
  forget(tileId: string): void {
    this.drawn([tileId]);
  }
}
