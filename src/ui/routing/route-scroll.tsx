import { useEffect } from 'react';

/**
 * Scrolls to the hash's element, or to the top, once the page has rendered. It sits inside the
 * page's Suspense boundary so it runs after a lazy page's content exists.
 */
export function RouteScroll({ path }: { path: string }) {
  useEffect(() => {
    const hash = window.location.hash.slice(1) || path.split('#')[1] || '';
    let target: HTMLElement | null = null;
    try {
      target = hash ? document.getElementById(decodeURIComponent(hash)) : null;
    } catch {
      target = null; // a malformed hash scrolls to the top
    }
    if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [path]);
  return null;
}
