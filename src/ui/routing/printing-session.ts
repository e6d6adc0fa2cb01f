import { useCallback, useContext, useEffect, useRef, useState } from 'react';
import type { Container } from 'inversify';
import { SessionStore } from '../../application/account/session-store';
import { loadChunk } from '../../application/loading/chunk-loader';
import type { ProductStart } from '../../application/printing/product-start';
import { LocalRecords, type LocalRecords as Records } from '../../application/ports/local-records';
import { storedPrintingSession } from '../../application/printing/printing-session-presence';
import { ContainerContext, useService } from '../hooks/use-service';
import { bindFeatures, printingStores, printingStoresRequested } from './feature-modules';

/**
 * Whether the printing session's stores have work in this visit (issue 27: they are ~25 KB the
 * storefront pages need not load): a page or dialog asked for them, a customer is signed in (their
 * server projects sync), or this browser holds a project or an upload in flight (to keep, to send,
 * to guard on leaving). Otherwise there is nothing the leave-page guard or the convert prompt could
 * act on until the shopper reaches a page that loads them.
 */
export function printingSessionWanted(container: Container): boolean {
  return printingStoresRequested() || container.get(SessionStore).signedIn || storedPrintingSession(container.get<Records>(LocalRecords));
}

/**
 * The same, for the shell (call it in an observer): it re-reads the records when another tab writes
 * them, so a project made there is guarded and counted here too. Once true it stays true (the
 * session's stores, once loaded, are asked for).
 */
export function usePrintingSessionWanted(): boolean {
  const records = useService<Records>(LocalRecords);
  const session = useService(SessionStore);
  const [stored, setStored] = useState(() => storedPrintingSession(records));
  useEffect(() => {
    if (stored) return undefined;
    const onStorage = () => {
      if (storedPrintingSession(records)) setStored(true);
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [records, stored]);
  return printingStoresRequested() || session.signedIn || stored;
}

/**
 * The product page's main button (ProductStart, which hands the choice to the printing session): its
 * code and the session's stores load when the shopper reaches for the button (pointer over or down,
 * focus), not with the page (issue 27); a click acts once they are there. The page the button leads
 * to (the printing tool, the photo picker, the cart) needs those stores too, so this adds no wait.
 */
export function useProductStart(): { prepare(): void; choose(...args: Parameters<ProductStart['choose']>): void } {
  const container = useContext(ContainerContext);
  const loading = useRef<Promise<ProductStart> | null>(null);
  const busy = useRef(false);
  const load = useCallback(() => {
    if (!container) throw new Error('useProductStart used outside <ContainerContext.Provider>');
    return (loading.current ??= loadChunk(() =>
      Promise.all([import('../../application/printing/product-start'), bindFeatures(container, printingStores)]),
    ).then(
      ([m]) => container.get(m.ProductStart),
      (error: unknown) => {
        loading.current = null;
        throw error;
      },
    ));
  }, [container]);
  const prepare = useCallback(() => void load().catch(() => undefined), [load]);
  const choose = useCallback(
    (...args: Parameters<ProductStart['choose']>) => {
      // One choice per click, however long the stores take (a second click meanwhile is the same choice).
      if (busy.current) return;
      busy.current = true;
      // A load given up is shown by the ChunkLoader's notice; an error of choose() itself is a bug (the global handler's).
      void load()
        .then(
          (start) => void start.choose(...args),
          () => undefined,
        )
        .finally(() => {
          busy.current = false;
        });
    },
    [load],
  );
  return { prepare, choose };
}
