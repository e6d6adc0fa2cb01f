import { left, right, type Either } from 'fp-ts/Either';
import { when } from 'mobx';
import { describe, expect, it } from 'vitest';
import { MemoryNavigator } from '../../../src/adapters/navigation/memory-navigator';
import { adminAccessOf } from '../../../src/application/admin/admin-access';
import { OrderDetailStore } from '../../../src/application/admin/order-detail-store';
import { filtersFromSearch, ordersHref, searchFromFilters } from '../../../src/application/admin/order-filters';
import { OrdersListStore } from '../../../src/application/admin/orders-list-store';
import type { AdminApi, AdminFile, AuditEntry, OrderDetail, OrderFilters, OrderPage } from '../../../src/application/ports/admin-api';
import type { ApiFailure } from '../../../src/application/ports/main-api';
import { ModalStore } from '../../../src/application/shell/modal-store';
import type { OrderStatus } from '../../../src/domain/admin';

const summary = (id: string, status: OrderStatus = 'paid') => ({
  id,
  number: `K7M4Q9XR${id}`,
  createdAt: '2026-05-01T10:00:00.000Z',
  email: 'ada@example.com',
  tenantId: 'tilepix',
  tiles: 2,
  total: '28.00',
  status,
  test: false,
});
const detailOf = (status: OrderStatus, next: OrderStatus[]): OrderDetail => ({
  order: summary('7', status),
  subtotal: '28.00',
  discount: '0.00',
  discountCodes: [],
  shippingRate: null,
  billingAddress: null,
  cancelReason: null,
  lines: [],
  linesAddUp: true,
  payments: [],
  timeline: [],
  nextStatuses: next,
  shipment: null,
  resendableEmails: ['confirmation'],
  pickup: null,
});

/** An AdminApi that records its calls and answers what the test set. */
class FakeAdminApi implements AdminApi {
  calls: string[] = [];
  listAnswers: Array<(f: OrderFilters) => Promise<Either<ApiFailure, OrderPage>>> = [];
  detail: OrderDetail = detailOf('paid', ['in_production', 'cancelled']);
  moveAnswer: Either<ApiFailure, OrderDetail> | null = null;
  file: AdminFile = { name: 'order-7-line-1-tile-1.jpg', type: 'image/jpeg', blob: new Blob(['x']) };

  async listTenants() {
    return right([{ id: 'tilepix', name: 'TilePix' }]);
  }
  listOrders(filters: OrderFilters) {
    this.calls.push(`list ${searchFromFilters(filters)}`);
    const next = this.listAnswers.shift();
    return next ? next(filters) : Promise.resolve(right({ orders: [summary('1')], page: filters.page ?? 1, pageSize: 25, total: 60 }));
  }
  async exportOrders(filters: OrderFilters) {
    this.calls.push(`export ${searchFromFilters(filters)}`);
    return right({ name: 'orders.csv', type: 'text/csv', blob: new Blob(['a']) });
  }
  async getOrder(id: string) {
    this.calls.push(`get ${id}`);
    return right(this.detail);
  }
  async moveOrder(id: string, move: { from: OrderStatus; to: OrderStatus; reason?: string }) {
    this.calls.push(`move ${id} ${move.from}→${move.to}${move.reason ? ` (${move.reason})` : ''}`);
    return this.moveAnswer ?? right(detailOf(move.to, []));
  }
  async addOrderNote(id: string, text: string) {
    this.calls.push(`note ${id} ${text}`);
    return right(this.detail);
  }
  async shipOrder(id: string, s: { from: OrderStatus; carrier: string; trackingNumber: string }) {
    this.calls.push(`ship ${id} ${s.from} ${s.carrier} ${s.trackingNumber}`);
    return right({
      ...detailOf('shipped', []),
      shipment: {
        carrier: 'ups',
        carrierName: 'UPS',
        trackingNumber: '1Z999AA10123456784',
        trackingUrl: 'https://www.ups.com/track?tracknum=1Z999AA10123456784',
      },
    });
  }
  async resendOrderEmail(id: string, kind: 'confirmation' | 'shipped') {
    this.calls.push(`resend ${id} ${kind}`);
    return right(this.detail);
  }
  async markPickupReady(id: string) {
    this.calls.push(`pickup-ready ${id}`);
    return right({ ...this.detail, pickup: { ...this.detail.pickup!, readyAt: '2026-05-01T12:00:00.000Z' } });
  }
  async markPickedUp(id: string) {
    this.calls.push(`picked-up ${id}`);
    return right({ ...this.detail, pickup: { ...this.detail.pickup!, readyAt: '2026-05-01T12:00:00.000Z', pickedUpAt: '2026-05-01T13:00:00.000Z' } });
  }
  async printFile(id: string, line: number, tile: number) {
    this.calls.push(`print ${id} ${line}/${tile}`);
    return right(this.file);
  }
  async printArchive(id: string) {
    this.calls.push(`archive ${id}`);
    return left<ApiFailure, AdminFile>({ code: 'api/bad-request', status: 422, message: 'The photo of tile 1 on line 1 is not stored on this server (x).' });
  }
  async auditLog(): Promise<Either<ApiFailure, readonly AuditEntry[]>> {
    return right([]);
  }
}

const saver = () => {
  const saved: string[] = [];
  return { saved, save: (f: { name: string }) => void saved.push(f.name) };
};

describe('order filters in the address', () => {
  it('reads only values the server takes, and writes only those set', () => {
    expect(filtersFromSearch('q=%23123&status=shipped&tenant=wg&from=2026-05-01&to=2026-05-31&test=only&page=3')).toEqual({
      q: '#123',
      status: 'shipped',
      tenant: 'wg',
      from: '2026-05-01',
      to: '2026-05-31',
      test: 'only',
      page: 3,
    });
    expect(filtersFromSearch('status=lost&tenant=WG!&from=yesterday&test=maybe&page=-1&q=%20%20')).toEqual({});
    expect(ordersHref({ q: ' ada ', test: 'all', page: 1 })).toBe('/admin/orders?q=ada');
    expect(ordersHref({})).toBe('/admin/orders');
  });
});

describe('admin access', () => {
  it('is anonymous, refused (a customer) or admin', () => {
    expect(adminAccessOf({ signedIn: false, isAdmin: false })).toBe('anonymous');
    expect(adminAccessOf({ signedIn: true, isAdmin: false })).toBe('refused');
    expect(adminAccessOf({ signedIn: true, isAdmin: true })).toBe('admin');
  });
});

describe('OrdersListStore', () => {
  it('loads the list the address names and follows it: filters and pages are links', async () => {
    const api = new FakeAdminApi();
    const navigator = new MemoryNavigator('/admin/orders', 'status=paid');
    const store = new OrdersListStore(api, navigator, saver());
    store.start();
    await when(() => store.state.kind === 'ready');
    expect(api.calls).toEqual(['list status=paid']);
    expect(store.pageCount).toBe(3);
    expect(store.pageHref(2)).toBe('/admin/orders?status=paid&page=2');

    store.apply({ ...store.filters, q: 'ada' });
    expect(navigator.current() + '?' + navigator.search()).toBe('/admin/orders?q=ada&status=paid');
    await when(() => api.calls.length === 2);
    expect(api.calls[1]).toBe('list q=ada&status=paid');
    store.dispose();
    navigator.navigate('/admin/orders?status=shipped');
    expect(api.calls).toHaveLength(2);
  });

  it('drops an answer that arrives after a newer request', async () => {
    const api = new FakeAdminApi();
    let releaseFirst: () => void = () => {};
    api.listAnswers.push(() => new Promise((resolve) => (releaseFirst = () => resolve(right({ orders: [summary('1')], page: 1, pageSize: 25, total: 1 })))));
    api.listAnswers.push(async () => right({ orders: [summary('2')], page: 1, pageSize: 25, total: 1 }));
    const navigator = new MemoryNavigator('/admin/orders');
    const store = new OrdersListStore(api, navigator, saver());
    store.start();
    navigator.navigate('/admin/orders?q=2');
    await when(() => store.state.kind === 'ready');
    releaseFirst();
    await new Promise((r) => setTimeout(r, 0));
    expect(store.state.kind === 'ready' && store.state.page.orders[0]!.id).toBe('2');
  });

  it("shows the server's refusal and exports the filtered list", async () => {
    const api = new FakeAdminApi();
    api.listAnswers.push(async () => left({ code: 'api/bad-request', status: 403, message: 'Admins only' }));
    const files = saver();
    const store = new OrdersListStore(api, new MemoryNavigator('/admin/orders', 'tenant=wg'), files);
    store.start();
    await when(() => store.state.kind === 'failed');
    expect(store.state).toEqual({ kind: 'failed', message: 'Admins only' });
    await store.exportCsv();
    expect(api.calls.at(-1)).toBe('export tenant=wg');
    expect(files.saved).toEqual(['orders.csv']);
  });
});

describe('OrderDetailStore', () => {
  const answerNext = async (modals: ModalStore, answer: boolean) => {
    await when(() => modals.current !== null);
    const open = modals.current!;
    modals.answer(open.id, answer);
    return open.request as unknown as { title: string; message: string; confirmLabel: string };
  };

  it('asks before a move; a declined confirm sends nothing, a confirmed one moves from the status seen', async () => {
    const api = new FakeAdminApi();
    const modals = new ModalStore();
    const store = new OrderDetailStore(api, modals, saver());
    await store.load('7');
    const declined = store.move('in_production');
    expect(await answerNext(modals, false)).toEqual({
      kind: 'confirm',
      title: 'Move order #K7M4Q9XR7 to In production?',
      message: 'Statuses only move forward: the order cannot go back to Paid.',
      confirmLabel: 'Move to In production',
    });
    expect(await declined).toBe(false);
    expect(api.calls).toEqual(['get 7']);

    const confirmed = store.move('in_production');
    await answerNext(modals, true);
    expect(await confirmed).toBe(true);
    expect(api.calls.at(-1)).toBe('move 7 paid→in_production');
    expect(store.notice).toBe('Order #K7M4Q9XR7 is In production now.');
    expect(store.detail?.order.status).toBe('in_production');
  });

  it('needs a reason to cancel before asking, and a 409 shows the message and reloads the order', async () => {
    const api = new FakeAdminApi();
    const modals = new ModalStore();
    const store = new OrderDetailStore(api, modals, saver());
    await store.load('7');
    expect(await store.move('cancelled', '  ')).toBe(false);
    expect(store.error).toBe('A cancellation needs a reason.');
    expect(modals.current).toBeNull();

    api.moveAnswer = left({ code: 'api/bad-request', status: 409, message: 'This order is Shipped now: someone else changed it. Reload to see the latest.' });
    api.detail = detailOf('shipped', []);
    const moving = store.move('cancelled', 'Lost');
    const asked = await answerNext(modals, true);
    expect(asked.message).toBe('The order will be cancelled with the reason “Lost”. This cannot be undone.');
    expect(await moving).toBe(false);
    expect(store.error).toBe('This order is Shipped now: someone else changed it. Reload to see the latest.');
    expect(store.detail?.order.status).toBe('shipped');
    expect(api.calls.filter((c) => c === 'get 7')).toHaveLength(2);
  });

  it("marks shipped: a number that is not the carrier's is refused before asking; a confirmed one sends the carrier and number", async () => {
    const api = new FakeAdminApi();
    api.detail = detailOf('in_production', ['shipped', 'cancelled']);
    const modals = new ModalStore();
    const store = new OrderDetailStore(api, modals, saver());
    await store.load('7');
    expect(await store.ship('ups', '12345')).toBe(false);
    expect(store.error).toBe('That is not a UPS tracking number: it should be 1Z followed by 16 letters or digits (like 1Z999AA10123456784).');
    expect(modals.current).toBeNull();
    expect(api.calls).toEqual(['get 7']);

    const shipping = store.ship('ups', '1z 999a a101 2345 6784');
    expect(await answerNext(modals, true)).toEqual({
      kind: 'confirm',
      title: 'Mark order #K7M4Q9XR7 shipped?',
      message: 'UPS tracking number 1Z999AA10123456784. The shipped email goes to ada@example.com.',
      confirmLabel: 'Mark shipped',
    });
    expect(await shipping).toBe(true);
    expect(api.calls.at(-1)).toBe('ship 7 in_production ups 1z 999a a101 2345 6784');
    expect(store.notice).toBe('Order #K7M4Q9XR7 is Shipped now. The shipped email is on its way.');
  });

  it('marks a pick-up order ready, then picked up, each after asking (issue 30)', async () => {
    const api = new FakeAdminApi();
    api.detail = {
      ...detailOf('paid', ['in_production', 'cancelled']),
      pickup: {
        storeId: 'omaha-68102',
        storeName: 'Omaha Maple St',
        address: ['7250 Maple St', 'Omaha, NE 68102'],
        hours: [],
        readyBy: null,
        readyAt: null,
        pickedUpAt: null,
      },
    };
    const modals = new ModalStore();
    const store = new OrderDetailStore(api, modals, saver());
    await store.load('7');
    const ready = store.markPickupReady();
    expect(await answerNext(modals, true)).toEqual({
      kind: 'confirm',
      title: 'Mark order #K7M4Q9XR7 ready for pick-up?',
      message: 'At Omaha Maple St. The ready-for-pick-up email goes to ada@example.com.',
      confirmLabel: 'Mark ready',
    });
    expect(await ready).toBe(true);
    expect(api.calls.at(-1)).toBe('pickup-ready 7');
    expect(store.notice).toBe('Order #K7M4Q9XR7 is ready for pick-up. The ready-for-pick-up email is on its way.');
    const declined = store.markPickedUp();
    await answerNext(modals, false);
    expect(await declined).toBe(false);
    expect(api.calls.at(-1)).toBe('pickup-ready 7');
    const picked = store.markPickedUp();
    expect((await answerNext(modals, true)).title).toBe('Mark order #K7M4Q9XR7 picked up?');
    expect(await picked).toBe(true);
    expect(store.notice).toBe('Order #K7M4Q9XR7 was picked up.');
  });

  it('resends an email after asking, naming the address', async () => {
    const api = new FakeAdminApi();
    const modals = new ModalStore();
    const store = new OrderDetailStore(api, modals, saver());
    await store.load('7');
    const resending = store.resendEmail('confirmation');
    expect(await answerNext(modals, true)).toEqual({
      kind: 'confirm',
      title: 'Send the order confirmation email again?',
      message: 'It goes to ada@example.com, as it is now.',
      confirmLabel: 'Send order confirmation email',
    });
    expect(await resending).toBe(true);
    expect(api.calls.at(-1)).toBe('resend 7 confirmation');
    expect(store.notice).toBe('The order confirmation email will be sent again within a minute.');
  });

  it('downloads a print file, and tells why an archive failed', async () => {
    const api = new FakeAdminApi();
    const files = saver();
    const store = new OrderDetailStore(api, new ModalStore(), files);
    await store.load('7');
    await store.downloadPrintFile(1, 2);
    expect(api.calls.at(-1)).toBe('print 7 1/2');
    expect(files.saved).toEqual(['order-7-line-1-tile-1.jpg']);
    expect(store.notice).toBe('Downloaded order-7-line-1-tile-1.jpg.');
    await store.downloadArchive();
    expect(store.error).toBe('The photo of tile 1 on line 1 is not stored on this server (x).');
    expect(store.busy).toBeNull();
  });
});
