import type { ModalRequest, ModalStore } from '../../application/shell/modal-store';
import type { WallDesign } from '../../domain/wall/wall-design';

export const WALL_PREVIEW_KIND = 'wall-preview';

/** The wall preview dialog's request (its body is `wall-dialog.tsx`, in its own chunk). */
export interface WallPreviewRequest extends ModalRequest {
  readonly kind: typeof WALL_PREVIEW_KIND;
  readonly design: WallDesign;
}

/** Opens the wall preview of a design; resolves when it closes. */
export const openWallPreview = (modals: ModalStore, design: WallDesign): Promise<void> => {
  const request: WallPreviewRequest = { kind: WALL_PREVIEW_KIND, design };
  return modals.open<void>(request, undefined);
};
