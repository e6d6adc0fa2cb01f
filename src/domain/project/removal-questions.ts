/**
 * The confirm modal's words before a shopper loses work with one tap (SPEC §8 confirm modal: a
 * title, a message, a danger confirm button, Cancel). Our own wording: the spec names the modal only.
 */
export interface RemovalQuestion {
  readonly title: string;
  readonly message: string;
  readonly confirmLabel: string;
}

const photos = (n: number) => `${n} ${n === 1 ? 'photo' : 'photos'}`;

/** Removing a project from the framing tool: null when it holds nothing to lose (no photos). */
export const removeProjectQuestion = (project: { readonly number: number; readonly photos: number }): RemovalQuestion | null =>
  project.photos === 0
    ? null
    : {
        title: `Remove project ${project.number}?`,
        message: `Its ${photos(project.photos)} and how you framed them will be removed. This cannot be undone.`,
        confirmLabel: 'Remove project',
      };

/** Removing one photo from a project. */
export const removePhotoQuestion = (): RemovalQuestion => ({
  title: 'Remove this photo?',
  message: 'The photo and its crop will be taken out of this project. This cannot be undone.',
  confirmLabel: 'Remove photo',
});

/** Removing a project from the cart. */
export const removeCartProjectQuestion = (project: { readonly number: number; readonly photos: number }): RemovalQuestion => ({
  title: `Remove project ${project.number} from your cart?`,
  message: `Its ${photos(project.photos)} and how you framed them will be removed. This cannot be undone.`,
  confirmLabel: 'Remove',
});
