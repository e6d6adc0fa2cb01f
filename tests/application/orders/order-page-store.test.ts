import { left, right } from 'fp-ts/Either';
import { describe, expect, it } from 'vitest';
import type { SessionStore } from '../../../src/application/account';
import { OrderPageStore } from '../../../src/application/orders/order-page-store';
import type { Reorder } from '../../../src/application/orders/reorder';
import type { CustomerOrders } from '../../../src/application/ports/customer-orders';
import type { LocalRecord, LocalRecords } from '../../../src/application/ports/local-records';
import type { ApiFailure } from '../../../src/application/ports/main-api';
import type { OrderView } from '../../../src/domain/orders';

const ORDER = { number: 'K7M4Q9XRT' } as OrderView;
const notFound = { status: 404, code: 'api/not-found', message: 'Not found' } as unknown as ApiFailure;

/** The device's records: only the checkout's last order ('lastCart'), as the checkout writes it. */
function recordsWith(lastCart: unknown): LocalRecords {
  return {
    read: <A>(record: LocalRecord<A>) => {
      if (record.key !== 'lastCart' || lastCart === undefined) return undefined;
      const decoded = record.codec.decode(lastCart);
      return decoded._tag === 'Right' ? decoded.right : undefined;
    },
    write: () => true,
    remove: () => undefined,
    clear: () => undefined,
  };
}

function page(opts: { signedIn?: boolean; lastCart?: unknown; lookup?: (n: string, e: string) => Promise<unknown>; own?: () => Promise<unknown> }) {
  const calls: string[] = [];
  const orders = {
    lookup: async (number: string, email: string) => (calls.push(`lookup ${number} ${email}`), opts.lookup ? opts.lookup(number, email) : right(ORDER)),
    own: async (number: string) => (calls.push(`own ${number}`), opts.own ? opts.own() : left(notFound)),
  } as unknown as CustomerOrders;
  const store = new OrderPageStore(orders, { signedIn: opts.signedIn ?? false } as SessionStore, {} as Reorder, recordsWith(opts.lastCart));
  return { store, calls };
}

const placedHere = {
  orderId: 'gid://shopify/Order/K7M4Q9XRT?key=abc',
  email: 'ana@example.com',
  placedAt: 1,
  items: [],
  wallPads: 0,
  subtotal: 0,
  discount: 0,
  total: 0,
};

describe('the order page', () => {
  it('opens the order this device placed without asking for the email it was placed with', async () => {
    const { store, calls } = page({ lastCart: placedHere });
    await store.open('K7M4Q9XRT');
    expect(calls).toEqual(['lookup K7M4Q9XRT ana@example.com']);
    expect(store.state).toEqual({ kind: 'ready', order: ORDER });
  });

  it('asks for the email of any other order, and of this one on a device that did not place it', async () => {
    const other = page({ lastCart: placedHere });
    await other.store.open('A1B2C3D4E');
    expect(other.calls).toEqual([]);
    expect(other.store.state).toEqual({ kind: 'locked', error: null, busy: false });
    const elsewhere = page({});
    await elsewhere.store.open('K7M4Q9XRT');
    expect(elsewhere.calls).toEqual([]);
    expect(elsewhere.store.state).toEqual({ kind: 'locked', error: null, busy: false });
  });

  it("signed in as someone else, this device's own order still opens by its email", async () => {
    const { store, calls } = page({ signedIn: true, lastCart: placedHere });
    await store.open('K7M4Q9XRT');
    expect(calls).toEqual(['own K7M4Q9XRT', 'lookup K7M4Q9XRT ana@example.com']);
    expect(store.state.kind).toBe('ready');
  });

  it('an order the server no longer finds by the kept email falls back to the form, with nothing said', async () => {
    const { store } = page({ lastCart: placedHere, lookup: async () => left(notFound) });
    await store.open('K7M4Q9XRT');
    expect(store.state).toEqual({ kind: 'locked', error: null, busy: false });
    // A typed email that misses is still refused with the one sentence.
    await store.unlock('someone@example.com');
    expect(store.state).toMatchObject({ kind: 'locked', error: expect.stringMatching(/^We couldn’t find an order/) as unknown as string });
  });
});
