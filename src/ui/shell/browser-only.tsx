import type { ReactNode } from 'react';
import { useHydrated } from '../hooks/use-hydrated';

/**
 * Content that depends on what only the shopper's browser holds (local projects, the cart's
 * records, uploads in progress, the canvas): the server renders `placeholder` (a skeleton of the
 * same size), the browser hydrates that and renders the content right after (issue 27).
 */
export function BrowserOnly({ children, placeholder }: { children: ReactNode; placeholder: ReactNode }) {
  return <>{useHydrated() ? children : placeholder}</>;
}
