import { observer } from 'mobx-react-lite';
import { useEffect, useRef, type FormEvent } from 'react';
import type { PickupStoresAdminStore } from '../../../application/admin/pickup-stores-admin-store';
import { DAY_NAMES, type StoreForm } from '../../../domain/pickup';
import catalogue from '../catalogue/catalogue.module.css';
import styles from '../admin-kit.module.css';

type TextField = Exclude<keyof StoreForm, 'days' | 'active'>;
const FIELDS: ReadonlyArray<{ key: TextField; label: string; hint?: string; mode?: 'decimal' | 'numeric' }> = [
  { key: 'id', label: 'Store id', hint: 'Lowercase letters, digits and hyphens; fixed once saved.' },
  { key: 'name', label: 'Name' },
  { key: 'line1', label: 'Street address' },
  { key: 'city', label: 'City' },
  { key: 'state', label: 'State', hint: 'Two letters, like NE.' },
  { key: 'zip', label: 'ZIP code', mode: 'numeric' },
  { key: 'lat', label: 'Latitude', mode: 'decimal' },
  { key: 'lng', label: 'Longitude', mode: 'decimal' },
  { key: 'timeZone', label: 'Time zone', hint: 'IANA name, like America/Chicago.' },
  { key: 'leadMinutes', label: 'Lead time (minutes)', mode: 'numeric' },
  { key: 'cutoff', label: 'Cut-off', hint: 'Orders after this time (24-hour clock) are ready the next opening day; empty: none.' },
];

/** The store form (issue 30): every field labelled, the hours one line per day (09:00-21:00, closed or 24h). */
export const StoreEditor = observer(function StoreEditor({ store }: { store: PickupStoresAdminStore }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const editing = store.editing;
  const closed = editing === null;
  useEffect(() => headingRef.current?.focus(), [editing?.version, closed]);
  if (!editing) return null;
  const { form } = editing;
  const isNew = editing.version === null;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void store.save();
  };
  return (
    <form className={catalogue.card} onSubmit={submit} aria-labelledby="store-editor-heading">
      <h2 id="store-editor-heading" ref={headingRef} tabIndex={-1}>
        {isNew ? 'New store' : `Edit ${form.name}`}
      </h2>
      <div className={catalogue.fields}>
        {FIELDS.map((f) => (
          <div key={f.key} className={styles.field}>
            <label htmlFor={`store-${f.key}`}>{f.label}</label>
            <input
              id={`store-${f.key}`}
              name={f.key}
              value={form[f.key]}
              readOnly={f.key === 'id' && !isNew}
              {...(f.mode ? { inputMode: f.mode } : {})}
              {...(f.hint ? { 'aria-describedby': `store-${f.key}-hint` } : {})}
              onChange={(e) => store.change({ [f.key]: e.target.value })}
            />
            {f.hint && <small id={`store-${f.key}-hint`}>{f.hint}</small>}
          </div>
        ))}
      </div>
      <fieldset className={catalogue.fields}>
        <legend>Opening hours (09:00-21:00, closed or 24h)</legend>
        {DAY_NAMES.map((day, i) => (
          <label key={day} className={styles.field}>
            <span>{day}</span>
            <input
              name={day.toLowerCase()}
              value={form.days[i] ?? ''}
              onChange={(e) => store.change({ days: form.days.map((d, k) => (k === i ? e.target.value : d)) })}
            />
          </label>
        ))}
      </fieldset>
      <label className={catalogue.row}>
        <input type="checkbox" checked={form.active} onChange={(e) => store.change({ active: e.target.checked })} /> Active (shoppers can choose it)
      </label>
      <div className={styles.actions}>
        <button type="submit" className={styles.primary} disabled={store.busy}>
          {isNew ? 'Add store' : 'Save store'}
        </button>
        <button type="button" className={styles.secondary} onClick={() => store.close()}>
          Cancel
        </button>
      </div>
    </form>
  );
});
