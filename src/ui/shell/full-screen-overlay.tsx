import { observer } from 'mobx-react-lite';
import { lazy, Suspense, useEffect, useState } from 'react';
import { fullScreenOverlay, RESIZE_THROTTLE_MS, ROTATE_DEVICE_MESSAGE } from '../../domain/printing/full-screen-overlay';
import { LoadingImages } from '../../application/printing/loading-images';
import { useHydrated } from '../hooks/use-hydrated';
import { useService } from '../hooks/use-service';
import styles from './overlay.module.css';
import { loadChunk } from '../../application/loading/chunk-loader';
import { orNothing } from '../routing/lazy-part';

const RotateOverlay = lazy(() => orNothing(loadChunk(() => import('./rotate-overlay'))));

const windowSize = () => ({ width: window.innerWidth, height: window.innerHeight });

/** The window size, re-read at most every 100 ms while resizing (SPEC §9). */
function useThrottledWindowSize() {
  const [size, setSize] = useState(windowSize);
  useEffect(() => {
    let timer: number | undefined;
    const onResize = () => {
      if (timer !== undefined) return;
      timer = window.setTimeout(() => {
        timer = undefined;
        setSize(windowSize());
      }, RESIZE_THROTTLE_MS);
    };
    window.addEventListener('resize', onResize);
    window.addEventListener('orientationchange', onResize);
    return () => {
      window.removeEventListener('resize', onResize);
      window.removeEventListener('orientationchange', onResize);
      if (timer !== undefined) window.clearTimeout(timer);
    };
  }, []);
  return size;
}

/** SPEC §2: the full-screen overlay — 'Loading Images...' while items load, or a request to rotate the phone. */
export function FullScreenOverlay() {
  // The window is the browser's: nothing on the server, nor while hydrating its markup.
  return useHydrated() ? <WindowOverlay /> : null;
}

const WindowOverlay = observer(function WindowOverlay() {
  const images = useService(LoadingImages);
  const size = useThrottledWindowSize();
  const message = fullScreenOverlay({
    ...size,
    touch: window.matchMedia('(pointer: coarse)').matches,
    userAgent: navigator.userAgent,
    loadingImages: images.count > 0,
  });
  if (message === null) return null;
  if (message === ROTATE_DEVICE_MESSAGE) {
    return (
      <Suspense fallback={null}>
        <RotateOverlay message={message} />
      </Suspense>
    );
  }
  return (
    <div className={styles.overlay} role="status" aria-live="polite" aria-label={message} data-testid="full-screen-overlay">
      <span className={styles.spinner} aria-hidden="true" />
      <p className={styles.message}>{message}</p>
    </div>
  );
});
