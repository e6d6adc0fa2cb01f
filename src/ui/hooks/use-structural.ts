import { compareStructural, computed } from 'mobx';
import { useMemo } from 'react';

/**
 * Reads a narrow, structurally compared slice of observable state inside an `observer` component:
 * the component re-renders only when the slice changes, not on every new project object (a pan
 * replaces the project, yet the panels show nothing that moved).
 */
export function useStructural<T>(read: () => T, deps: readonly unknown[]): T {
  const slice = useMemo(() => computed(read, { equals: compareStructural }), deps);
  return slice.get();
}
