import { useEffect } from 'react';
import type { RouteMeta } from '../../application/routing/route-table';
import type { ParentFrame } from '../../application/ports/parent-frame';

/**
 * After each navigation: the document title (SPEC §2) and telling the parent page the path and
 * title (except on routes without parent messaging). Scrolling lives in <RouteScroll>.
 */
export function useRouteEffects(route: RouteMeta, path: string, title: string, parent: ParentFrame): void {
  useEffect(() => {
    document.title = title;
  }, [title]);

  useEffect(() => {
    if (route.parentMessaging) parent.post({ type: 'notifyPathChanged', path, title });
  }, [route, path, title, parent]);
}
