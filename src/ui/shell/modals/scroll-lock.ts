/**
 * Locks the page's scroll while a modal is open. Counted, because the rotate overlay and a modal
 * can be open together: the page scrolls again when the last of them closes. The count is
 * per document, as the scroll it guards is.
 */
let locks = 0;
let before = '';

export function lockScroll(): () => void {
  const root = document.documentElement;
  if (locks === 0) {
    before = root.style.overflow;
    root.style.overflow = 'hidden';
  }
  locks++;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    locks--;
    if (locks === 0) root.style.overflow = before;
  };
}
