import type { PhotoChoices } from '../../application/printing/photo-choices';
import type { PhotoPlacement } from '../../application/printing/place-photo';
import type { ModalRequest, ModalStore } from '../../application/shell/modal-store';
import type { PhotoInput } from '../../domain/printing/photo-input';

/** What the photo dialog was opened for: where the photo goes; an empty frame's "+" also says how many frames there are (`frames`, for its title). */
export type PhotoDialogMode = Exclude<PhotoPlacement, { kind: 'fill' }> | (Extract<PhotoPlacement, { kind: 'fill' }> & { readonly frames: number });

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
export type PhotoPick = { readonly photo: PhotoInput; readonly grid: { readonly rows: number; readonly cols: number } } | { readonly file: File };

/** Opens the photo dialog; answers the pick, or undefined when it was cancelled or pre-empted. */
export function openPhotoDialog(modals: ModalStore, mode: PhotoDialogMode, choices: PhotoChoices, grid: SplitGrid): Promise<PhotoPick | undefined> {
  const request: PhotoModalRequest = { kind: PHOTO_MODAL_KIND, mode, choices, grid };
  return modals.open<PhotoPick | undefined>(request, undefined);
}
