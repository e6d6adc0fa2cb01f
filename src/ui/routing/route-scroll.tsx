import { useEffect, useRef } from 'react';

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

/**
 * Moves focus to the page's heading after a move inside the app (not on the first load), so a
 * screen reader starts at the new page. The heading is made focusable by script only
 * (tabindex -1): it shows no focus ring (global.css), since nobody tabbed to it.
 */
export function RouteFocus({ path }: { path: string }) {
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    let frame = 0;
    let tries = 0;
    // A page may draw its heading a moment after it mounts (its data or its gate): look for a second at most.
    const focus = () => {
      const heading = document.querySelector<HTMLElement>('#main h1');
      if (!heading) {
        if (++tries < 60) frame = requestAnimationFrame(focus);
        return;
      }
      if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
      heading.focus({ preventScroll: true });
    };
    focus();
    return () => cancelAnimationFrame(frame);
  }, [path]);
  return null;
}
