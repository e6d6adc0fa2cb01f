import { observer } from 'mobx-react-lite';
import { useState, type FormEvent } from 'react';
import type { OrderDetailStore } from '../../../application/admin/order-detail-store';
import type { AuditEntry, OrderDetail } from '../../../application/ports/admin-api';
import styles from '../admin-kit.module.css';
import { OrderSubmit } from './order-submit';
import orders from './orders.module.css';
import { when } from './format';

/** What happened to the order, oldest first, and the form to add a note. */
export const OrderTimeline = observer(function OrderTimeline({ store, detail }: { store: OrderDetailStore; detail: OrderDetail }) {
  const [note, setNote] = useState('');
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (await store.addNote(note)) setNote('');
  };
  return (
    <section className={styles.panel} aria-labelledby="timeline-heading">
      <h2 id="timeline-heading">Timeline</h2>
      <ol className={orders.timeline}>
        {detail.timeline.map((e, i) => (
          <li key={i}>
            <time dateTime={e.at}>{when(e.at)}</time>
            <span>{e.kind === 'note' ? `Note: ${e.text}` : e.text}</span>
            {e.by && <span className={styles.muted}>by {e.by}</span>}
          </li>
        ))}
      </ol>
      <form onSubmit={(e) => void submit(e)} className={styles.page}>
        <label className={styles.field}>
          <span>Note</span>
          <textarea value={note} maxLength={2000} onChange={(e) => setNote(e.target.value)} />
        </label>
        <OrderSubmit store={store} className={styles.secondary}>
          Add note
        </OrderSubmit>
      </form>
    </section>
  );
});

const ACTIONS: Readonly<Record<string, string>> = {
  'order.status': 'Status changed',
  'order.note': 'Note added',
  'order.ship': 'Marked shipped',
  'order.email': 'Email sent again',
};

/** A record's state as one line: 'status: paid · cancelReason: —'. */
const flat = (value: unknown): string => {
  if (value === null || value === undefined) return '—';
  if (typeof value !== 'object') return String(value);
  return Object.entries(value as Record<string, unknown>)
    .map(([k, v]) => `${k}: ${v === null || v === undefined ? '—' : typeof v === 'object' ? JSON.stringify(v) : String(v)}`)
    .join(' · ');
};

/** The order's audit history: who changed what, and the record before and after. */
export const OrderAudit = observer(function OrderAudit({ entries }: { entries: readonly AuditEntry[] }) {
  return (
    <section className={styles.panel} aria-labelledby="audit-heading">
      <h2 id="audit-heading">History of changes</h2>
      {entries.length === 0 ? (
        <p className={styles.muted}>No admin has changed this order.</p>
      ) : (
        <ol className={orders.timeline} aria-label="Audit log">
          {entries.map((e) => (
            <li key={e.id}>
              <time dateTime={e.at}>{when(e.at)}</time>
              <span>
                {ACTIONS[e.action] ?? e.action} by {e.actorEmail}
              </span>
              <span className={styles.muted}>Before: {flat(e.before)}</span>
              <span className={styles.muted}>After: {flat(e.after)}</span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
});
