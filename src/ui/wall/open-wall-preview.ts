import type { ModalRequest, ModalStore } from '../../application/shell/modal-store';
import type { WallDesign } from '../../domain/wall/wall-design';
import { roomSrc, WALL_ROOMS } from '../../domain/wall/rooms';
import { loadChunk } from '../../application/loading/chunk-loader';
import { loadPicture } from './load-picture';

export const WALL_PREVIEW_KIND = 'wall-preview';

/** The wall preview dialog's request (its body is `wall-dialog.tsx`, in its own chunk). */
export interface WallPreviewRequest extends ModalRequest {
  readonly kind: typeof WALL_PREVIEW_KIND;
  readonly design: WallDesign;
}

/**
 * Starts, at the tap and side by side with the dialog's own chunk, what the first frame waits for:
 * the canvas core's chunk, the first room's picture and the tiles' photos (into the HTTP cache; a
 * failure here is met again, and reported, where they are drawn).
 */
const warmUp = (design: WallDesign) => {
  void loadChunk(() => import('./wall-canvas')).catch(() => undefined);
  const room = WALL_ROOMS[0];
  const sources = new Set([...(room === undefined ? [] : [roomSrc(room)]), ...design.tiles.map((t) => t.src)]);
  for (const src of sources) if (src !== '') void loadPicture(src).catch(() => undefined);
};

/** Opens the wall preview of a design; resolves when it closes. */
export const openWallPreview = (modals: ModalStore, design: WallDesign): Promise<void> => {
  warmUp(design);
  const request: WallPreviewRequest = { kind: WALL_PREVIEW_KIND, design };
  return modals.open<void>(request, undefined);
};
