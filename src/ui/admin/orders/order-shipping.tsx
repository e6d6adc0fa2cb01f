import { observer } from 'mobx-react-lite';
import { useId, useState, type FormEvent } from 'react';
import { EMAIL_LABELS, type OrderDetailStore } from '../../../application/admin/order-detail-store';
import type { OrderDetail } from '../../../application/ports/admin-api';
import { CARRIER_NAMES, KNOWN_CARRIERS } from '../../../domain/admin/tracking';
import styles from '../admin-kit.module.css';
import { OrderSubmit } from './order-submit';

const OTHER = 'other';

/**
 * Marks the order shipped (issue 29): the carrier (the four we know, or another by name) and its
 * tracking number. The store checks the number's format before asking, and the server again; the
 * shopper gets the shipped email once.
 */
export const ShippingForm = observer(function ShippingForm({ store, onShipped }: { store: OrderDetailStore; onShipped: () => void }) {
  const [carrier, setCarrier] = useState<string>('usps');
  const [otherName, setOtherName] = useState('');
  const [number, setNumber] = useState('');
  const hint = useId();
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (await store.ship(carrier === OTHER ? otherName : carrier, number)) onShipped();
  };
  return (
    <form onSubmit={(e) => void submit(e)} className={styles.page} aria-label="Mark shipped">
      <label className={styles.field}>
        <span>Carrier</span>
        <select value={carrier} onChange={(e) => setCarrier(e.target.value)}>
          {KNOWN_CARRIERS.map((c) => (
            <option key={c} value={c}>
              {CARRIER_NAMES[c]}
            </option>
          ))}
          <option value={OTHER}>Other carrier</option>
        </select>
      </label>
      {carrier === OTHER && (
        <label className={styles.field}>
          <span>Carrier name</span>
          <input value={otherName} maxLength={40} autoComplete="off" onChange={(e) => setOtherName(e.target.value)} />
        </label>
      )}
      <label className={styles.field}>
        <span>Tracking number</span>
        <input value={number} maxLength={60} autoComplete="off" spellCheck={false} aria-describedby={hint} onChange={(e) => setNumber(e.target.value)} />
      </label>
      <p id={hint} className={styles.muted}>
        Checked against the carrier&apos;s format (spaces and dashes are fine). The shopper gets the shipped email with it.
      </p>
      <OrderSubmit store={store} className={styles.primary}>
        Mark shipped
      </OrderSubmit>
    </form>
  );
});

/** How the order shipped, with the carrier's tracking page. */
export function ShipmentSummary({ shipment }: { shipment: NonNullable<OrderDetail['shipment']> }) {
  return (
    <p>
      Shipped with {shipment.carrierName}, tracking number <strong>{shipment.trackingNumber}</strong>
      {shipment.trackingUrl && (
        <>
          {' · '}
          <a href={shipment.trackingUrl} target="_blank" rel="noopener noreferrer">
            Track the package
          </a>
        </>
      )}
    </p>
  );
}

/** Sends one of the order's emails again (the timeline shows each one sent). */
export const EmailActions = observer(function EmailActions({ store, detail }: { store: OrderDetailStore; detail: OrderDetail }) {
  if (detail.resendableEmails.length === 0 || !detail.order.email) return null;
  return (
    <div className={styles.actions} role="group" aria-label="Emails">
      {detail.resendableEmails.map((kind) => (
        <button key={kind} type="button" className={styles.secondary} disabled={store.busy !== null} onClick={() => void store.resendEmail(kind)}>
          Resend {EMAIL_LABELS[kind]} email
        </button>
      ))}
    </div>
  );
});
