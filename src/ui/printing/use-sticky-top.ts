import { useEffect, type RefObject } from 'react';

/**
 * Keeps `--tpx-tool-sticky-top` on an element at the height of the page's sticky header, so the phone's
 * sticky preview sits just under it: the header is taller on phones (its nav row wraps under the bar)
 * and a partner tenant's is shorter; a header that scrolls away (none inside some embeds) counts 0.
 * Written straight onto the element's style, not rendered: the server's HTML and the first render agree.
 */
export function useStickyTop(ref: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const element = ref.current;
    const header = document.querySelector('header');
    if (!element || !header) return undefined;
    const measure = () => {
      const position = getComputedStyle(header).position;
      const top = position === 'sticky' || position === 'fixed' ? header.offsetHeight : 0;
      element.style.setProperty('--tpx-tool-sticky-top', `${top}px`);
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(header);
    return () => observer.disconnect();
  }, [ref]);
}
