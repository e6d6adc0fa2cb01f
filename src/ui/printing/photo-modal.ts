import type { PhotoChoices } from '../../application/printing/photo-choices';
import type { ModalRequest, ModalStore } from '../../application/shell/modal-store';
import type { PhotoInput } from '../../domain/printing/photo-input';

/** What the photo dialog was opened for. */
export type PhotoDialogMode =
  | { readonly kind: 'add' }
  | { readonly kind: 'replace'; readonly tileId: string }
  | { readonly kind: 'split' }
  /** An empty frame's "+" (0-based frame, of `frames`). */
  | { readonly kind: 'fill'; readonly frameIndex: number; readonly frames: number };

export const PHOTO_MODAL_KIND = 'photo';

/** A split's rows and columns. */
export type SplitGrid = { readonly rows: number; readonly cols: number };

/** The photo dialog's request (its body is `photo-dialog.tsx`, loaded when first shown). */
export interface PhotoModalRequest extends ModalRequest {
  readonly kind: typeof PHOTO_MODAL_KIND;
  readonly mode: PhotoDialogMode;
  readonly choices: PhotoChoices;
  /** The split grid offered first (the last one picked). */
  readonly grid: SplitGrid;
}

/** The shopper's pick: the photo, and the grid a split asks for; or a new photo from this device for a frame (uploaded with feedback in it). */
export type PhotoPick =
  | { readonly photo: PhotoInput; readonly grid: { readonly rows: number; readonly cols: number } }
  | { readonly file: File };

/** Opens the photo dialog; answers the pick, or undefined when it was cancelled or pre-empted. */
export function openPhotoDialog(modals: ModalStore, mode: PhotoDialogMode, choices: PhotoChoices, grid: SplitGrid): Promise<PhotoPick | undefined> {
  const request: PhotoModalRequest = { kind: PHOTO_MODAL_KIND, mode, choices, grid };
  return modals.open<PhotoPick | undefined>(request, undefined);
}
