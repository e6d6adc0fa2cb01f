import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { EmbedSession } from '../../application/embed/embed-session';
import { useService } from '../hooks/use-service';
import { loadingIn, onPlaceholderGone } from './loading-placeholders';

/**
 * Inside an iframe: starts the embed's store (both message directions) and measures the app's
 * content for the parent's sizing (SPEC §7 updateState appSize; the store throttles and sends only
 * changes; the last height is kept while the page is still loading). Renders nothing. Loaded only inside an iframe, with the stores the embed reads.
 */
export function EmbedBridge() {
  const session = useService(EmbedSession);
  useEffect(() => {
    session.start();
    const content = document.getElementById('root') ?? document.body;
    // While a placeholder stands for a page on its way, the last height is kept (issue 32 item 5);
    // when it goes, the page is measured again even if the app's box kept its size.
    const measure = () => {
      const box = content.getBoundingClientRect();
      session.reportAppSize({ width: box.width, height: box.height }, loadingIn(content));
    };
    const observer = new ResizeObserver(measure);
    observer.observe(content);
    const stopHearing = onPlaceholderGone(measure);
    measure();
    return () => {
      observer.disconnect();
      stopHearing();
    };
  }, [session]);
  // SPEC §9: five more measures, 100 ms apart, after each route change (the store schedules them).
  const [path] = useLocation();
  useEffect(() => {
    const content = document.getElementById('root') ?? document.body;
    session.remeasureAfterRouteChange(() => {
      const box = content.getBoundingClientRect();
      return { size: { width: box.width, height: box.height }, loading: loadingIn(content) };
    });
  }, [session, path]);
  return null;
}
