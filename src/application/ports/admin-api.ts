import type { Either } from 'fp-ts/Either';
import type { OrderStatus } from '../../domain/admin';
import type { ApiFailure } from './main-api';

/** The orders list's filters: each one optional, all kept in the admin page's address. */
export interface OrderFilters {
  readonly q?: string;
  readonly status?: OrderStatus;
  readonly tenant?: string;
  readonly from?: string;
  readonly to?: string;
  readonly test?: 'all' | 'only' | 'exclude';
  readonly page?: number;
}

export interface OrderSummary {
  readonly id: string;
  readonly number: string;
  readonly createdAt: string;
  readonly email: string | null;
  readonly tenantId: string;
  readonly tiles: number;
  readonly total: string;
  readonly status: OrderStatus;
  readonly test: boolean;
}

export interface OrderPage {
  readonly orders: readonly OrderSummary[];
  readonly page: number;
  readonly pageSize: number;
  readonly total: number;
}

export interface OrderTile {
  readonly index: number;
  readonly imagePath: string;
  readonly imageWidth: number | null;
  readonly imageHeight: number | null;
  readonly crop: readonly [number, number, number, number] | null;
  readonly frameColor: string | null;
  readonly matColor: string;
  readonly filter: string;
  readonly orientation: string;
  readonly printWidth: number;
  readonly printHeight: number;
  /** The mat on each side, in print-file pixels (0: no mat). */
  readonly matPx: number;
}

export interface OrderLine {
  readonly position: number;
  readonly title: string;
  readonly productId: string;
  readonly variantId: string;
  readonly quantity: number;
  readonly unitPrice: string;
  readonly total: string;
  readonly attributes: ReadonlyArray<{ readonly key: string; readonly value: string }>;
  readonly tiles: readonly OrderTile[];
  /** Null when the line adds up; else why nothing is printed from it (issue 26: an older order's unverifiable line). */
  readonly tilesProblem: string | null;
}

export interface OrderPayment {
  readonly kind: string;
  readonly status: string;
  readonly amount: string;
  readonly test: boolean;
  readonly card: { readonly brand: string; readonly last4: string } | null;
  readonly createdAt: string;
}

export interface TimelineEntry {
  readonly at: string;
  readonly kind: 'placed' | 'payment' | 'status' | 'note' | 'email';
  readonly text: string;
  readonly by: string | null;
}

export interface OrderDetail {
  readonly order: OrderSummary;
  readonly subtotal: string;
  readonly discount: string;
  readonly discountCodes: readonly string[];
  readonly shippingRate: string | null;
  readonly billingAddress: Readonly<Record<string, unknown>> | null;
  readonly cancelReason: string | null;
  readonly lines: readonly OrderLine[];
  /** False when a line does not add up: the page flags the order. */
  readonly linesAddUp: boolean;
  readonly payments: readonly OrderPayment[];
  readonly timeline: readonly TimelineEntry[];
  readonly nextStatuses: readonly OrderStatus[];
  /** How it shipped (issue 29): carrier id and name, number, tracking page (null: a carrier we do not know). */
  readonly shipment: { readonly carrier: string; readonly carrierName: string; readonly trackingNumber: string; readonly trackingUrl: string | null } | null;
  readonly resendableEmails: readonly OrderEmailKind[];
  /** Issue 30: where a pick-up order waits, the promised time and the admin's two marks (ISO times); null when it ships. */
  readonly pickup: PickupDetail | null;
}

export interface PickupDetail {
  readonly storeId: string;
  readonly storeName: string;
  readonly address: readonly string[];
  readonly hours: readonly string[];
  readonly readyBy: string | null;
  readonly readyAt: string | null;
  readonly pickedUpAt: string | null;
}

export type OrderEmailKind = 'confirmation' | 'shipped';

export interface AuditEntry {
  readonly id: number;
  readonly at: string;
  readonly actorEmail: string;
  readonly action: string;
  readonly recordType: string;
  readonly recordId: string;
  readonly before: unknown;
  readonly after: unknown;
}

/** A file the server answered with (CSV export, print file, archive). */
export interface AdminFile {
  readonly name: string;
  readonly type: string;
  readonly blob: Blob;
}

/** The admin's calls to /api/v1/admin/* (issue #17); every failure is a value, 403 included. */
export interface AdminApi {
  listTenants(): Promise<Either<ApiFailure, ReadonlyArray<{ readonly id: string; readonly name: string }>>>;
  listOrders(filters: OrderFilters): Promise<Either<ApiFailure, OrderPage>>;
  exportOrders(filters: OrderFilters): Promise<Either<ApiFailure, AdminFile>>;
  getOrder(orderId: string): Promise<Either<ApiFailure, OrderDetail>>;
  moveOrder(
    orderId: string,
    move: { readonly from: OrderStatus; readonly to: OrderStatus; readonly reason?: string },
  ): Promise<Either<ApiFailure, OrderDetail>>;
  addOrderNote(orderId: string, text: string): Promise<Either<ApiFailure, OrderDetail>>;
  /** Marks the order shipped with its carrier and tracking number (the shipped email goes once). */
  shipOrder(
    orderId: string,
    shipment: { readonly from: OrderStatus; readonly carrier: string; readonly trackingNumber: string },
  ): Promise<Either<ApiFailure, OrderDetail>>;
  resendOrderEmail(orderId: string, kind: OrderEmailKind): Promise<Either<ApiFailure, OrderDetail>>;
  /** Issue 30: a pick-up order's marks, in order, each once (ready owes the ready email once). */
  markPickupReady(orderId: string): Promise<Either<ApiFailure, OrderDetail>>;
  markPickedUp(orderId: string): Promise<Either<ApiFailure, OrderDetail>>;
  /** One tile's print file: `line` and `tile` count from 1. */
  printFile(orderId: string, line: number, tile: number): Promise<Either<ApiFailure, AdminFile>>;
  printArchive(orderId: string): Promise<Either<ApiFailure, AdminFile>>;
  auditLog(recordType: string, recordId: string): Promise<Either<ApiFailure, readonly AuditEntry[]>>;
}
export const AdminApi = Symbol('AdminApi');
