import { useCallback, useSyncExternalStore } from 'react';

/** Whether a media query matches now, following changes (e.g. rotating a phone). */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => false,
  );
}

/** SPEC §9 breakpoints: below 768 px is a phone. */
export const PHONE_QUERY = '(max-width: 767px)';
