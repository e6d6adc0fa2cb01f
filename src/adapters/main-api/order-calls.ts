import { isLeft, right, type Either } from 'fp-ts/Either';
import type { CustomerOrders, ReorderSource } from '../../application/ports/customer-orders';
import type { ApiFailure } from '../../application/ports/main-api';
import { ordersEndpoints as endpoints } from '../../contract/endpoints/orders';
import { decimalToCents } from '../../contract/money';
import type { OrderSummaryWire, OrderViewWire } from '../../contract/orders';
import { fromServerProject } from '../../contract/project';
import { cents } from '../../domain/money';
import { orderTilePicture, type OrderSummary, type OrderView } from '../../domain/orders';
import type { MainApiTransport } from './transport';

const time = (iso: string | null): number | null => (iso === null ? null : Date.parse(iso));
const money = (amount: string) => cents(decimalToCents(amount));

/** Wire → domain: money in cents, times in epoch ms, each tile's picture from the one render geometry. */
export const toOrderView = (w: OrderViewWire): OrderView => ({
  number: w.number,
  placedAt: Date.parse(w.placedAt),
  status: w.status,
  statusChangedAt: time(w.statusChangedAt),
  email: w.email,
  shipment: w.shipment,
  pickup: w.pickup && { ...w.pickup, readyBy: time(w.pickup.readyBy), readyAt: time(w.pickup.readyAt), pickedUpAt: time(w.pickup.pickedUpAt) },
  lines: w.lines.map((l, line) => ({
    title: l.title,
    details: l.details,
    quantity: l.quantity,
    unitPrice: money(l.unitPrice),
    total: money(l.total),
    pictures: l.tiles.map((t, i) => orderTilePicture(l.product, t, `${line}-${i}`)),
  })),
  subtotal: money(w.subtotal),
  discount: money(w.discount),
  discountCodes: w.discountCodes,
  total: money(w.total),
  address: w.address,
});

const toSummary = (w: OrderSummaryWire): OrderSummary => ({
  number: w.number,
  placedAt: Date.parse(w.placedAt),
  status: w.status,
  statusChangedAt: time(w.statusChangedAt),
  total: money(w.total),
  tiles: w.tiles,
  pickup: w.pickup && { readyBy: time(w.pickup.readyBy), readyAt: time(w.pickup.readyAt), pickedUpAt: time(w.pickup.pickedUpAt) },
  pictures: w.preview.map((p, i) => orderTilePicture(p.product, p.tile, String(i))),
});

/** The order calls (issue 29) over the main-API transport. */
export class OrderCalls implements CustomerOrders {
  constructor(private readonly transport: MainApiTransport) {}

  async lookup(number: string, email: string): Promise<Either<ApiFailure, OrderView>> {
    const answer = await this.transport.call(endpoints.lookupOrder, { body: { number, email } });
    return isLeft(answer) ? answer : right(toOrderView(answer.right));
  }

  async own(number: string): Promise<Either<ApiFailure, OrderView>> {
    const answer = await this.transport.call(endpoints.getOrder, { params: { number } });
    return isLeft(answer) ? answer : right(toOrderView(answer.right));
  }

  async list(): Promise<Either<ApiFailure, readonly OrderSummary[]>> {
    const answer = await this.transport.call(endpoints.listAccountOrders, {});
    return isLeft(answer) ? answer : right(answer.right.orders.map(toSummary));
  }

  async reorderSource(number: string, email?: string): Promise<Either<ApiFailure, ReorderSource>> {
    const answer = await this.transport.call(endpoints.reorder, { body: { number, ...(email === undefined ? {} : { email }) } });
    if (isLeft(answer)) return answer;
    return right({
      projects: answer.right.projects.map((p) => ({ title: p.title, project: fromServerProject(p.project) })),
      unavailable: answer.right.unavailable,
    });
  }
}
