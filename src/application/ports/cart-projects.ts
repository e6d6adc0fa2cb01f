import type { Either } from 'fp-ts/Either';
import type { DomainError } from '../../domain/errors';
import type { PrintProduct } from '../../domain/printing/print-product';
import type { Project } from '../../domain/project';
import type { TileLimitExceeded } from '../../domain/tenant';

/**
 * The printing's projects as the cart sees them (issue 36 item 2): the cart lists, prices, edits and
 * orders the shopper's projects, but the printing owns them. The cart asks through this port, so the
 * printing can hand projects to the cart (it imports the cart's public entry) without the cart
 * importing the printing back. The printing's session module binds it (`PrintingCartProjects`).
 */
export interface CartProjects {
  /** The projects in the cart, oldest first (observable: a computed over it follows the cart). */
  readonly cartProjects: readonly Project[];
  /** The project being designed (the printing tool's live price). */
  readonly active: Project;
  /** The product a project prints as (unknown ids print as the default tile). */
  product(productId: string): PrintProduct;
  setProjectQuantity(projectId: string, quantity: number): Either<TileLimitExceeded, number>;
  removeProject(projectId: string): void;
  /** Reopens a cart project in the printing tool. */
  editFromCart(projectId: string): Either<DomainError<'project/invalid-transition'>, Project>;
  /** The order is placed: the cart's projects are Completed. */
  completeCheckout(): void;
  /** Sends these projects' unsaved edits now; true once every one has landed (checkout waits before paying). */
  settle(ids: readonly string[]): Promise<boolean>;
}

export const CartProjects = Symbol('CartProjects');
