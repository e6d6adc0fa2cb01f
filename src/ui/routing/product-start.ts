import { useCallback, useContext, useRef } from 'react';
import { loadChunk } from '../../application/loading/chunk-loader';
import type { ProductStart } from '../../application/printing/product-start';
import { ContainerContext } from '../hooks/use-service';
import { bindFeatures, printingStores } from './feature-modules';

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
