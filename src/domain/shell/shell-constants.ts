/** SPEC §9: the header gets its `scrolled` class (and shadow) once the page is scrolled past this (px). */
export const HEADER_SCROLLED_AFTER_PX = 20;
/** SPEC §9: scroll handling runs at most once per this many ms. */
export const SCROLL_THROTTLE_MS = 20;

/** Whether the header shows as scrolled at this scroll offset. */
export const isHeaderScrolled = (scrollY: number): boolean => scrollY > HEADER_SCROLLED_AFTER_PX;

/** SPEC §9: after a route change the embedded app's size is measured this many times, this far apart. */
export const ROUTE_REMEASURE_TIMES = 5;
export const ROUTE_REMEASURE_EVERY_MS = 100;

/** When (ms after the route change) the app is measured again: 100, 200, 300, 400, 500. */
export const routeRemeasureDelays = (): readonly number[] => Array.from({ length: ROUTE_REMEASURE_TIMES }, (_, i) => (i + 1) * ROUTE_REMEASURE_EVERY_MS);

/** SPEC §9 breakpoints (px); where each applies is in src/ui/styles/README.md. */
export const BREAKPOINTS = [576, 767, 768, 900, 992, 1400] as const;

/** SPEC §9 spinner and tooltip constants (src/ui/shell/option-spinner.tsx, tooltip.tsx, number-spinner.tsx). */
export const OPTION_SPINNER_ITEM_HEIGHT = 17;
export const OPTION_SPINNER_BOX = 40;
export const SPINNER_DRAG_THRESHOLD_PX = 10;
export const TOOLTIP_DEFAULT_WIDTH_PX = 120;

/**
 * An option spinner's drag (SPEC §9): below the 10 px threshold it is a tap (no move); past it,
 * whole items of 17 px, clamped into the list. Answers the index the drag lands on.
 */
export const spinnerIndexAfterDrag = (start: number, dragPx: number, count: number): number => {
  if (Math.abs(dragPx) < SPINNER_DRAG_THRESHOLD_PX || count === 0) return start;
  const moved = Math.round(-dragPx / OPTION_SPINNER_ITEM_HEIGHT);
  return Math.max(0, Math.min(count - 1, start + moved));
};
