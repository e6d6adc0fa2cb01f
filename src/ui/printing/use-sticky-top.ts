import { useEffect, type RefObject } from 'react';

/**
 * Keeps the phone's sticky preview just under the page's sticky header, and nothing focused under either.
 * Sets `--tpx-tool-sticky-top` on the preview (the header's height: taller on phones, where its nav row
 * wraps under the bar; shorter for a partner tenant; 0 for a header that scrolls away) and, while the
 * preview sticks, `--tpx-tool-sticky-bottom` on the page (where the preview ends) for the page's
 * scroll padding (WCAG 2.4.11: a focused control scrolls to below the preview, not under it).
 * Written straight onto styles, not rendered: the server's HTML and the first render agree.
 */
export function useStickyTop(ref: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const element = ref.current;
    const header = document.querySelector('header');
    if (!element) return undefined;
    const root = document.documentElement;
    const measure = () => {
      const position = header ? getComputedStyle(header).position : 'static';
      const top = header && (position === 'sticky' || position === 'fixed') ? header.offsetHeight : 0;
      element.style.setProperty('--tpx-tool-sticky-top', `${top}px`);
      if (getComputedStyle(element).position === 'sticky') root.style.setProperty('--tpx-tool-sticky-bottom', `${top + element.offsetHeight}px`);
      else root.style.removeProperty('--tpx-tool-sticky-bottom');
    };
    measure();
    const observer = new ResizeObserver(measure);
    if (header) observer.observe(header);
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty('--tpx-tool-sticky-bottom');
    };
  }, [ref]);
}
