/** Tells the server's next render of /cart whether this browser's cart may have lines (issue 27; src/contract/cart-hint.ts). */
export interface CartHint {
  set(mayHaveLines: boolean): void;
}

export const CartHint = Symbol('CartHint');
