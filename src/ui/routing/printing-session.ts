import { useEffect, useState } from 'react';
import type { Container } from 'inversify';
import { SessionStore } from '../../application/account/session-store';
import { LocalRecords, type LocalRecords as Records } from '../../application/ports/local-records';
import { storedPrintingSession } from '../../application/printing/printing-session-presence';
import { useService } from '../hooks/use-service';
import { printingStoresRequested } from './feature-modules';

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
