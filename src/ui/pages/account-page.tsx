import { observer } from 'mobx-react-lite';
import { useEffect, useRef } from 'react';
import { Link } from 'wouter';
import { AccountPageStore } from '../../application/orders/account-page-store';
import { orderStatusLabel, type OrderSummary } from '../../domain/orders';
import { formatMoney } from '../../domain/money';
import { useHydrated } from '../hooks/use-hydrated';
import { useService } from '../hooks/use-service';
import { OrderPictures } from '../orders/order-pictures';
import { ReorderNotice } from '../orders/order-details';
import { SavedProjects } from '../orders/saved-projects';
import styles from '../orders/orders.module.css';
import { Loading } from '../shell/loading';

/**
 * /account (issue 29 item 5): the signed-in customer's email, orders (status, pictures, links,
 * reorder), projects, and sign-out. The server renders the heading and the signed-out words; once
 * live, a signed-out visitor is asked to sign in and stays here.
 */
export default observer(function AccountPage() {
  const store = useService(AccountPageStore);
  const hydrated = useHydrated();
  const signedIn = hydrated && store.session.signedIn;
  // Again on each sign-in and sign-out (the store tells a sign-out here from a signed-out arrival).
  useEffect(() => {
    if (hydrated) void store.open();
  }, [hydrated, store, signedIn]);
  const state = hydrated ? store.state : { kind: 'signedOut' as const };
  const customer = hydrated ? store.session.customer : null;

  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>Your Account</h1>
      {state.kind === 'signedOut' && (
        <div className={styles.stack}>
          <p className={styles.lead}>Sign in with your email to see your orders and projects.</p>
          <button type="button" className={styles.button} onClick={() => void store.open(true)}>
            Sign in
          </button>
        </div>
      )}
      {state.kind === 'loading' && <Loading label="Loading your account…" />}
      {state.kind === 'failed' && (
        <p className={styles.error} role="alert">
          {state.message}
        </p>
      )}
      {customer && state.kind !== 'signedOut' && (
        <div className={styles.layout}>
          <div className={styles.stack}>
            {state.kind === 'ready' && <Orders orders={state.orders} store={store} />}
            <SavedProjects />
          </div>
          <section className={styles.panel} aria-labelledby="tpx-profile-heading">
            <h2 id="tpx-profile-heading">Profile</h2>
            {(customer.firstName || customer.lastName) && <p>{[customer.firstName, customer.lastName].filter(Boolean).join(' ')}</p>}
            <p data-testid="account-email">{customer.email}</p>
            <button type="button" className={styles.secondary} onClick={() => store.signOut()}>
              Sign out
            </button>
          </section>
        </div>
      )}
    </div>
  );
});

const Orders = observer(function Orders({ orders, store }: { orders: readonly OrderSummary[]; store: AccountPageStore }) {
  const section = useRef<HTMLElement>(null);
  // /account#orders (the header's Orders): the list, once it is there.
  useEffect(() => {
    if (location.hash === '#orders') section.current?.scrollIntoView();
  }, []);
  return (
    <section id="orders" ref={section} className={styles.panel} aria-labelledby="tpx-orders-heading">
      <h2 id="tpx-orders-heading">Your orders</h2>
      {orders.length === 0 ? (
        <p>
          You have no orders yet.{' '}
          <Link href="/photo-picker" className={styles.link}>
            Get Started
          </Link>
        </p>
      ) : (
        <ul className={styles.orders}>
          {orders.map((o) => (
            <li key={o.number} className={styles.order}>
              {o.pictures.length > 0 ? <OrderPictures pictures={o.pictures} label={`Pictures of order ${o.number}`} /> : <span />}
              <div>
                <h3>Order {o.number}</h3>
                <p>
                  <strong>{orderStatusLabel(o)}</strong> · {formatMoney(o.total)} · {o.tiles === 1 ? '1 tile' : `${o.tiles} tiles`}
                </p>
                <p className={styles.muted}>Placed {new Date(o.placedAt).toLocaleDateString('en-US', { dateStyle: 'medium' })}</p>
              </div>
              <div className={styles.actions}>
                <Link href={`/orders/${o.number}`} className={styles.secondary} aria-label={`View order ${o.number}`}>
                  View
                </Link>
                <button
                  type="button"
                  className={styles.button}
                  disabled={store.reordering !== null}
                  onClick={() => void store.reorder(o.number)}
                  aria-label={`Reorder order ${o.number}`}
                >
                  {store.reordering === o.number ? 'Adding…' : 'Reorder'}
                </button>
              </div>
              {store.reorderOutcome?.number === o.number && (
                <div style={{ gridColumn: '1 / -1' }}>
                  <ReorderNotice outcome={store.reorderOutcome.outcome} />
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
});
