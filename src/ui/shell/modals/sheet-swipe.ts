import type { PointerEvent as ReactPointerEvent } from 'react';

/**
 * Where a modal is drawn as a bottom sheet (dialog.module.css): a phone, a coarse pointer and a
 * narrow screen. Read when the finger lands, never during render (the server renders every dialog the same).
 */
export const SHEET_QUERY = '(pointer: coarse) and (max-width: 576px)';

/** Past this many pixels down, or flicked faster than this, letting go closes the sheet. */
const CLOSE_DISTANCE_PX = 96;
const CLOSE_SPEED_PX_PER_MS = 0.6;
/** Less than this is a tap, not a swipe: the close button under the finger still gets its click. */
const SLOP_PX = 6;

interface Drag {
  readonly pointerId: number;
  readonly startY: number;
  readonly startTime: number;
  dy: number;
}

/**
 * Swipe-down-to-close for a sheet, driven from its grip (the handle and title row, `touch-action:
 * none`, so the browser does not scroll for it). The sheet follows the finger (a transform set
 * directly: no render per move); letting go far or fast enough closes it, otherwise it slides back.
 */
export function sheetSwipe(sheet: () => HTMLElement | null, close: () => void) {
  let drag: Drag | null = null;
  const settle = (el: HTMLElement) => {
    el.style.transition = 'transform 160ms ease-out';
    el.style.transform = '';
    el.addEventListener('transitionend', () => (el.style.transition = ''), { once: true });
  };
  return {
    onPointerDown(event: ReactPointerEvent<HTMLElement>) {
      if (event.pointerType === 'mouse' || !window.matchMedia(SHEET_QUERY).matches) return;
      drag = { pointerId: event.pointerId, startY: event.clientY, startTime: event.timeStamp, dy: 0 };
    },
    onPointerMove(event: ReactPointerEvent<HTMLElement>) {
      const el = sheet();
      if (!drag || !el || event.pointerId !== drag.pointerId) return;
      drag.dy = Math.max(0, event.clientY - drag.startY);
      if (drag.dy < SLOP_PX) return;
      if (!event.currentTarget.hasPointerCapture(event.pointerId)) event.currentTarget.setPointerCapture(event.pointerId);
      el.style.transition = 'none';
      el.style.transform = `translateY(${drag.dy}px)`;
    },
    onPointerUp(event: ReactPointerEvent<HTMLElement>) {
      const el = sheet();
      const done = drag;
      drag = null;
      if (!done || !el || event.pointerId !== done.pointerId || done.dy < SLOP_PX) return;
      const speed = done.dy / Math.max(1, event.timeStamp - done.startTime);
      if (done.dy >= Math.min(CLOSE_DISTANCE_PX, el.offsetHeight / 3) || speed >= CLOSE_SPEED_PX_PER_MS) close();
      else settle(el);
    },
    onPointerCancel() {
      const el = sheet();
      drag = null;
      if (el) settle(el);
    },
  };
}
