import type { SaveRefusal } from '../printing';

/** What the editing session says when the server refuses a save for the customer (issue #17). */
export const REFUSAL_TEXT = {
  ordered: 'Not saved: this project was ordered by the customer meanwhile, so it can no longer be changed.',
  changed: 'Not saved: the customer changed this project meanwhile. Load their version to go on from it; your change is not applied over theirs.',
  forbidden: 'Not saved: you are no longer allowed to edit this customer’s projects.',
  gone: 'Not saved: this customer or this project no longer exists (it was deleted meanwhile).',
  tooLarge: 'Not saved: this project is too large to save. Remove some photos, then choose Done again.',
  /** Any other refusal: the server's own reason follows. */
  refused: 'Not saved: the server refused this change.',
} as const;

/** The question before leaving with the change unsaved. */
export const LEAVE_UNSAVED_QUESTION = {
  title: 'Leave without saving?',
  message: 'Your change to this project is not saved for the customer and will be lost. The customer keeps the version the server has.',
  confirmLabel: 'Leave without saving',
} as const;

/** The refusal as the admin reads it, and what they can do besides leaving. */
export interface RefusalNotice {
  readonly message: string;
  /** A 409: the customer's newer version can be loaded in place of the change. */
  readonly canReload: boolean;
  /** Done may try once more (a refusal that could pass: a role given back, a project made smaller). */
  readonly canRetry: boolean;
}

/** Words for a held refusal (a 409, or a 4xx other than the 401 that asks to sign in again). */
export const refusalNotice = (refusal: SaveRefusal): RefusalNotice => {
  if (refusal.kind === 'ordered') return { message: REFUSAL_TEXT.ordered, canReload: false, canRetry: false };
  if (refusal.kind === 'changed') return { message: REFUSAL_TEXT.changed, canReload: true, canRetry: false };
  const { status, message } = refusal.failure;
  if (status === 403) return { message: REFUSAL_TEXT.forbidden, canReload: false, canRetry: true };
  if (status === 404 || refusal.failure.code === 'api/not-found') return { message: REFUSAL_TEXT.gone, canReload: false, canRetry: false };
  if (status === 413) return { message: REFUSAL_TEXT.tooLarge, canReload: false, canRetry: true };
  // The server's reason, when it gave one beyond the status line ('A project holds at most 100 tiles…').
  const reason = /^HTTP \d+$/.test(message) ? '' : ` ${message}`;
  return { message: `${REFUSAL_TEXT.refused}${reason}`, canReload: false, canRetry: true };
};
