import { observer } from 'mobx-react-lite';
import { useState, type FormEvent } from 'react';
import type { OrderDetailStore } from '../../../application/admin/order-detail-store';
import type { AuditEntry, OrderDetail } from '../../../application/ports/admin-api';
import styles from './orders.module.css';
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
      <ol className={styles.timeline}>
        {detail.timeline.map((e, i) => (
          <li key={i}>
            <time dateTime={e.at}>{when(e.at)}</time>
            <span>{e.kind === 'note' ? `Note: ${e.text}` : e.text}</span>
            {e.by && <span className={styles.muted}>by {e.by}</span>}
          </li>
        ))}
      </ol>
      <form onSubmit={submit} className={styles.page}>
        <label className={styles.field}>
          <span>Note</span>
          <textarea value={note} maxLength={2000} onChange={(e) => setNote(e.target.value)} />
        </label>
        <div className={styles.actions}>
          <button type="submit" className={styles.secondary} disabled={store.busy !== null}>
            Add note
          </button>
        </div>
      </form>
    </section>
  );
});

const short = (value: unknown): string => (value === null || value === undefined ? '—' : JSON.stringify(value, null, 1));

/** The order's audit history: who changed what, before and after. */
export const OrderAudit = observer(function OrderAudit({ entries }: { entries: readonly AuditEntry[] }) {
  return (
    <section className={styles.panel} aria-labelledby="audit-heading">
      <h2 id="audit-heading">History of changes</h2>
      {entries.length === 0 ? (
        <p className={styles.muted}>No admin has changed this order.</p>
      ) : (
        <div className={styles.scroller} role="region" aria-labelledby="audit-heading" tabIndex={0}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">When</th>
                <th scope="col">Who</th>
                <th scope="col">What</th>
                <th scope="col">Before</th>
                <th scope="col">After</th>
              </tr>
            </thead>
            <tbody>
              {entries.map((e) => (
                <tr key={e.id}>
                  <td>{when(e.at)}</td>
                  <td>{e.actorEmail}</td>
                  <td>{e.action}</td>
                  <td><pre className={styles.json}>{short(e.before)}</pre></td>
                  <td><pre className={styles.json}>{short(e.after)}</pre></td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
});
