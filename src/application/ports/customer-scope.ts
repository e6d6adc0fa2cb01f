/**
 * The per-customer part of the application: the stores that hold a shopper's projects, cart, promo
 * and checkout (and those that hold references to them). Implemented by the composition root, which
 * knows which modules those are.
 */
export interface CustomerScope {
  /** Disposes every per-customer store built so far: their reactions, timers and listeners stop. */
  dispose(): void;
  /** Binds the per-customer stores afresh: the next resolution builds new ones from the local records. */
  rebuild(): void;
}
export const CustomerScope = Symbol('CustomerScope');
