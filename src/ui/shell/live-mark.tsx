import { useEffect } from 'react';

/**
 * Marks the document once the app is live in the browser (`<html data-tpx-live>`): the server's
 * markup is hydrated (issue 27) or the app rendered its own. Tests and the bench wait for it before
 * they tap; the server never sets it (effects do not run there). It sits inside the page's Suspense
 * boundary: React hydrates each boundary in a pass of its own, after the shell around it, so a mark
 * set from outside would come before the page's own controls are live (a radio checked then would
 * be put back by the hydrating page).
 */
export function LiveMark() {
  useEffect(() => {
    document.documentElement.dataset.tpxLive = '';
  }, []);
  return null;
}
