import { reaction, when } from 'mobx';
import { useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import type { StoreFinderStore } from '../../application/pickup/store-finder-store';
import { StoreMaps, type StoreMaps as Maps } from '../../application/ports/store-map';
import { ContainerContext } from '../hooks/use-service';
import styles from './store-map.module.css';

/**
 * The finder's list with a map beside it when the tenant has one (issue 30): the map is asked for after
 * the page is up (never on the server) and once the finder's answer says the server has one, and shows the listed stores; choosing a marker chooses the
 * store, as the list's radio does. Without a map (no token) only the list shows, full width.
 */
export function StoresWithMap({ finder, children }: { finder: StoreFinderStore; children: ReactNode }) {
  const container = useContext(ContainerContext);
  const element = useRef<HTMLDivElement>(null);
  const [hasMap, setHasMap] = useState(false);
  useEffect(() => {
    if (!container || !element.current) return;
    let disposed = false;
    let stop: (() => void) | undefined;
    let destroy: (() => void) | undefined;
    const target = element.current;
    // Only once the server said it has a map for these stores: otherwise no token is asked for (its 404 would be noise).
    const waiting = when(() => finder.mapAvailable);
    void waiting
      .then(() => container.get<Maps>(StoreMaps).open(target, (id) => finder.select(id)))
      .then((view) => {
        if (!view || disposed) return view?.destroy();
        setHasMap(true);
        destroy = () => view.destroy();
        stop = reaction(
          () => [finder.choices, finder.selectedId] as const,
          ([choices, selected]) => view.show(choices, selected),
          { fireImmediately: true },
        );
      })
      .catch((error: unknown) => {
        // Leaving the page before the answer cancels the wait: nothing to show, nothing to report.
        if (!disposed) throw error;
      });
    return () => {
      disposed = true;
      waiting.cancel();
      stop?.();
      destroy?.();
    };
  }, [container, finder]);
  return (
    <div className={hasMap ? `${styles.layout} ${styles.withMap}` : styles.layout}>
      <div>{children}</div>
      {/* The map repeats the list for sighted shoppers; the list stays the way to choose for everyone. */}
      <div ref={element} className={hasMap ? styles.map : styles.noMap} aria-hidden="true" />
    </div>
  );
}
