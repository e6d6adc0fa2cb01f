import { useMemo, type ReactNode } from 'react';
import { Router } from 'wouter';
import { Navigator } from '../../application/ports/navigator';
import { useService } from '../hooks/use-service';
import { navigatorLocation } from './navigator-location';

/**
 * The router reads and moves the Navigator port's location, the one the stores use: history
 * normally, in memory inside an iframe (SPEC §2, chosen in the composition root), so the embed
 * never changes the parent's history.
 */
export function AppRouter({ children }: { children: ReactNode }) {
  const navigator = useService<Navigator>(Navigator);
  const location = useMemo(() => navigatorLocation(navigator), [navigator]);
  return (
    <Router hook={location.hook} searchHook={location.searchHook} hrefs={location.hrefs}>
      {children}
    </Router>
  );
}
