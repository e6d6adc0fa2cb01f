/** The largest image getBase64Img answers with (bytes): a bigger one is refused ('too-large'). */
export const MAX_PARENT_IMAGE_BYTES = 8 * 1024 * 1024;
/** receiveLocalStorage: at most this many items, each value at most this long (a session is a few KB). */
export const MAX_HANDED_OVER_ITEMS = 16;
export const MAX_HANDED_OVER_VALUE = 16 * 1024;
/** appSize is sent at most once per this many ms (SPEC §9 resize throttle 100 ms). */
export const APP_SIZE_THROTTLE_MS = 100;

/**
 * The height the parent is told (issue 32 item 5): while the page is still loading (a route's code
 * or data, drawn as a placeholder), never less than the height last told, so the frame keeps its
 * size until the new route has measured itself instead of collapsing to the placeholder and growing
 * back; once loaded, the measured height, whatever it is.
 */
export const heightToReport = (measured: number, loading: boolean, lastReported: number | null): number =>
  loading && lastReported !== null ? Math.max(measured, lastReported) : measured;
