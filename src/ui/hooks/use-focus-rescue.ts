import { useEffect, type DependencyList, type RefObject } from 'react';

/**
 * When a change in `deps` removed the focused control (a button that is replaced by what it made, a
 * row's button that goes with its row), the browser drops focus to the page's body: a keyboard user is
 * then outside the dialog. After such a change, focus goes to `target` instead; focus anywhere else is left alone.
 */
export function useFocusRescue(target: RefObject<HTMLElement | null>, deps: DependencyList): void {
  useEffect(() => {
    const el = target.current;
    if (el !== null && el.ownerDocument.activeElement === el.ownerDocument.body) el.focus({ preventScroll: true });
    // The caller names the changes that may take focus away (not `target`: a ref).
  }, deps);
}
