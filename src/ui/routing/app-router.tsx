import { useMemo, type ReactNode } from 'react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';

/**
 * History routing normally; in-memory routing inside an iframe (SPEC §2), so the embed never
 * changes the parent's history. The memory router starts at the path the iframe was opened with.
 */
export function AppRouter({ embedded, children }: { embedded: boolean; children: ReactNode }) {
  const memory = useMemo(
    () =>
      embedded
        ? memoryLocation({ path: window.location.pathname, searchPath: window.location.search.replace(/^\?/, '') })
        : null,
    [embedded],
  );
  if (!memory) return <Router>{children}</Router>;
  return (
    <Router hook={memory.hook} searchHook={memory.searchHook}>
      {children}
    </Router>
  );
}
