import { observer } from 'mobx-react-lite';
import { useEffect, useId } from 'react';
import type { StoreFinderStore } from '../../application/pickup/store-finder-store';
import { describeReadyBy, formatDayHours, formatMiles, hoursToday, type StoreChoice } from '../../domain/pickup';
import styles from './pickup.module.css';
import { submitHandler } from '../lib/submit-handler';

/**
 * The store finder (issue 30): a search by ZIP code or city, "Use my location", and the nearest
 * stores as one radio group (arrow keys move between stores, a screen reader hears each store's
 * name, distance, hours and ready-by time). Used by /stores and by pick-up at checkout.
 */
export const StoreFinder = observer(function StoreFinder({ finder, legend }: { finder: StoreFinderStore; legend: string }) {
  // A letter first: ids that start with "_" (useId's own) trip strict HTML validators.
  const id = `finder${useId()}`;
  // After a reload the chosen store is remembered but not listed: list it again.
  useEffect(() => void finder.restore(), [finder]);
  // Busy buttons are aria-disabled, not disabled: a disabled button drops the keyboard's focus to the page.
  const onSubmit = submitHandler(() => (finder.busy ? undefined : finder.search()));
  const statusText =
    finder.status === 'searching'
      ? 'Looking for stores…'
      : finder.status === 'locating'
        ? 'Finding stores near you…'
        : finder.status === 'ready' && finder.choices.length > 0
          ? `${finder.choices.length === 1 ? '1 store' : `${finder.choices.length} stores`} near ${finder.originLabel ?? 'you'}`
          : '';
  return (
    <div className={styles.finder}>
      <form role="search" aria-label="Find a store" className={styles.search} onSubmit={onSubmit}>
        <label htmlFor={`${id}-q`} className={styles.label}>
          ZIP code or city
        </label>
        <div className={styles.searchRow}>
          <input
            id={`${id}-q`}
            name="store-search"
            type="text"
            autoComplete="postal-code"
            enterKeyHint="search"
            maxLength={80}
            value={finder.query}
            aria-invalid={finder.status === 'failed' ? true : undefined}
            aria-describedby={finder.error ? `${id}-error` : undefined}
            onChange={(e) => finder.setQuery(e.target.value)}
          />
          <button type="submit" className={styles.primary} aria-disabled={finder.busy || undefined}>
            Find stores
          </button>
        </div>
      </form>
      <button type="button" className={styles.secondary} onClick={() => finder.busy || void finder.useMyLocation()} aria-disabled={finder.busy || undefined}>
        Use my location
      </button>
      <p role="status" className={styles.status}>
        {statusText}
      </p>
      {finder.error && (
        <p id={`${id}-error`} role="alert" className={styles.error}>
          {finder.error}
        </p>
      )}
      {finder.notice && <p className={styles.notice}>{finder.notice}</p>}
      {finder.choices.length > 0 && (
        <fieldset className={styles.list}>
          <legend className={styles.legend}>{legend}</legend>
          {finder.choices.map((choice) => (
            <StoreOption key={choice.store.id} choice={choice} name={`${id}-store`} finder={finder} />
          ))}
        </fieldset>
      )}
    </div>
  );
});

const StoreOption = observer(function StoreOption({ choice, name, finder }: { choice: StoreChoice; name: string; finder: StoreFinderStore }) {
  const { store } = choice;
  const checked = finder.selectedId === store.id;
  return (
    <label className={checked ? `${styles.option} ${styles.chosen}` : styles.option}>
      <input type="radio" name={name} value={store.id} checked={checked} onChange={() => finder.select(store.id)} />
      <span className={styles.optionBody}>
        <span className={styles.storeHead}>
          <strong>{store.name}</strong>
          <span className={styles.miles}>{formatMiles(choice.miles)}</span>
        </span>
        <span>
          {store.address.line1}, {store.address.city}, {store.address.state} {store.address.zip}
        </span>
        <span>
          <span className={choice.openNow ? styles.open : styles.closed}>{choice.openNow ? 'Open now' : 'Closed now'}</span>
          {' · '}Today: {formatDayHours(hoursToday(store, finder.listedAt))}
        </span>
        <span className={styles.ready}>
          {choice.readyAt === null ? 'Not taking pick-up orders this week' : describeReadyBy(choice.readyAt, finder.listedAt, store.timeZone)}
        </span>
      </span>
    </label>
  );
});
