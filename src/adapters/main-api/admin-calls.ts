import { inject, injectable } from 'inversify';
import { isLeft, right, type Either } from 'fp-ts/Either';
import type { AdminApi, AdminFile, AuditEntry, OrderDetail, OrderEmailKind, OrderFilters, OrderPage } from '../../application/ports/admin-api';
import type { ApiFailure } from '../../application/ports/main-api';
import { adminEndpoints as endpoints } from '../../contract/endpoints/admin';
import type { OrderStatus } from '../../domain/admin';
import { MainApiTransport } from './transport';
import { SharedTransport } from './transport-from-context';

const map = <A, B>(result: Either<ApiFailure, A>, f: (a: A) => B): Either<ApiFailure, B> => (isLeft(result) ? result : right(f(result.right)));

/** Only the filters that are set go on the wire (the codecs refuse empty strings). */
const query = (f: OrderFilters) => ({
  ...(f.q?.trim() ? { q: f.q.trim() } : {}),
  ...(f.status ? { status: f.status } : {}),
  ...(f.tenant ? { tenant: f.tenant } : {}),
  ...(f.from ? { from: f.from } : {}),
  ...(f.to ? { to: f.to } : {}),
  ...(f.test && f.test !== 'all' ? { test: f.test } : {}),
  ...(f.page && f.page > 1 ? { page: f.page } : {}),
});

/**
 * The admin's calls (issue #17) over the main-API transport: its own instance of it, importing only
 * the admin group of the endpoint table, so that none of this is in the storefront's entry.
 */
@injectable()
export class HttpAdminApi implements AdminApi {
  constructor(@inject(SharedTransport) private readonly transport: MainApiTransport) {}

  async listTenants() {
    return map(await this.transport.call(endpoints.adminListTenants, {}), (a) => a.tenants);
  }

  listOrders(filters: OrderFilters): Promise<Either<ApiFailure, OrderPage>> {
    return this.transport.call(endpoints.adminListOrders, { query: query(filters) });
  }

  exportOrders(filters: OrderFilters): Promise<Either<ApiFailure, AdminFile>> {
    return this.transport.download(endpoints.adminExportOrders, { query: query(filters) });
  }

  getOrder(orderId: string): Promise<Either<ApiFailure, OrderDetail>> {
    return this.transport.call(endpoints.adminGetOrder, { params: { orderId } });
  }

  moveOrder(orderId: string, move: { from: OrderStatus; to: OrderStatus; reason?: string }): Promise<Either<ApiFailure, OrderDetail>> {
    return this.transport.call(endpoints.adminMoveOrder, { params: { orderId }, body: move });
  }

  addOrderNote(orderId: string, text: string): Promise<Either<ApiFailure, OrderDetail>> {
    return this.transport.call(endpoints.adminAddOrderNote, { params: { orderId }, body: { text } });
  }

  shipOrder(orderId: string, shipment: { from: OrderStatus; carrier: string; trackingNumber: string }): Promise<Either<ApiFailure, OrderDetail>> {
    return this.transport.call(endpoints.adminShipOrder, { params: { orderId }, body: shipment });
  }

  resendOrderEmail(orderId: string, kind: OrderEmailKind): Promise<Either<ApiFailure, OrderDetail>> {
    return this.transport.call(endpoints.adminResendOrderEmail, { params: { orderId }, body: { kind } });
  }

  markPickupReady(orderId: string): Promise<Either<ApiFailure, OrderDetail>> {
    return this.transport.call(endpoints.adminMarkPickupReady, { params: { orderId }, body: {} });
  }

  markPickedUp(orderId: string): Promise<Either<ApiFailure, OrderDetail>> {
    return this.transport.call(endpoints.adminMarkPickedUp, { params: { orderId }, body: {} });
  }

  printFile(orderId: string, line: number, tile: number): Promise<Either<ApiFailure, AdminFile>> {
    return this.transport.download(endpoints.adminPrintFile, { params: { orderId, line: String(line), tile: String(tile) } });
  }

  printArchive(orderId: string): Promise<Either<ApiFailure, AdminFile>> {
    return this.transport.download(endpoints.adminPrintArchive, { params: { orderId } });
  }

  async auditLog(recordType: string, recordId: string): Promise<Either<ApiFailure, readonly AuditEntry[]>> {
    return map(await this.transport.call(endpoints.adminAuditLog, { query: { recordType, recordId } }), (a) => a.entries);
  }
}
