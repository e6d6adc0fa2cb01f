import type { ParentFrame } from '../../application/ports/parent-frame';

/**
 * A page of its own, or one the server renders (it does not render inside frames): no parent to talk
 * to. On its own so that the browser's entry does not carry the server render's other ports.
 */
export const noParentFrame: ParentFrame = {
  embedded: false,
  post: () => undefined,
  subscribe: () => () => undefined,
};
