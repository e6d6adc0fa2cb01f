import type { Either } from 'fp-ts/Either';
import type { OrderSummary, OrderView } from '../../domain/orders';
import type { Project } from '../../domain/project';
import type { ApiFailure } from './main-api';

/** What reorder reads back from the server: the bought projects still sold (with their titles), and why others are not. */
export interface ReorderSource {
  readonly projects: ReadonlyArray<{ readonly title: string; readonly project: Project }>;
  readonly unavailable: readonly string[];
}

/** A shopper's orders on the server (issue 29 items 4–6): the status page, the account's list, reorder. */
export interface CustomerOrders {
  /** A guest's order: its number and the email it was placed with. */
  lookup(number: string, email: string): Promise<Either<ApiFailure, OrderView>>;
  /** The signed-in customer's own order. */
  own(number: string): Promise<Either<ApiFailure, OrderView>>;
  /** The signed-in customer's orders, newest first. */
  list(): Promise<Either<ApiFailure, readonly OrderSummary[]>>;
  /** The order's projects for a reorder: by session, or with the order's email for a guest. */
  reorderSource(number: string, email?: string): Promise<Either<ApiFailure, ReorderSource>>;
}
export const CustomerOrders = Symbol('CustomerOrders');
