import { useEffect } from 'react';
import { EmbedSession } from '../../application/embed/embed-session';
import { useService } from '../hooks/use-service';

/**
 * Inside an iframe: starts the embed's store (both message directions) and measures the app's
 * content for the parent's sizing (SPEC §7 updateState appSize; the store throttles and sends only
 * changes). Renders nothing. Loaded only inside an iframe, with the stores the embed reads.
 */
export function EmbedBridge() {
  const session = useService(EmbedSession);
  useEffect(() => {
    session.start();
    const content = document.getElementById('root') ?? document.body;
    const measure = () => {
      const box = content.getBoundingClientRect();
      session.reportAppSize({ width: box.width, height: box.height });
    };
    const observer = new ResizeObserver(measure);
    observer.observe(content);
    measure();
    return () => observer.disconnect();
  }, [session]);
  return null;
}
