import { describe, expect, it } from 'vitest';
import {
  BREAKPOINTS,
  isHeaderScrolled,
  OPTION_SPINNER_BOX,
  OPTION_SPINNER_ITEM_HEIGHT,
  routeRemeasureDelays,
  SCROLL_THROTTLE_MS,
  spinnerIndexAfterDrag,
  TOOLTIP_DEFAULT_WIDTH_PX,
} from '../../../src/domain/shell/shell-constants';

describe('SPEC §9 Shell constants', () => {
  it('header gets scrolled after 20 px (scroll throttled 20 ms)', () => {
    expect([isHeaderScrolled(0), isHeaderScrolled(20), isHeaderScrolled(21)]).toEqual([false, false, true]);
    expect(SCROLL_THROTTLE_MS).toBe(20);
  });

  it('the iframe app size is measured 5 times at 100 ms after a route change', () => {
    expect(routeRemeasureDelays()).toEqual([100, 200, 300, 400, 500]);
  });

  it('breakpoints 576, 767, 768, 900, 992, 1400; option spinner item 17, box 40; tooltip 120 px', () => {
    expect(BREAKPOINTS).toEqual([576, 767, 768, 900, 992, 1400]);
    expect([OPTION_SPINNER_ITEM_HEIGHT, OPTION_SPINNER_BOX, TOOLTIP_DEFAULT_WIDTH_PX]).toEqual([17, 40, 120]);
  });

  it('option spinner drag: under 10 px is a tap; past it whole 17 px items, clamped', () => {
    expect(spinnerIndexAfterDrag(1, 9, 3)).toBe(1);
    expect(spinnerIndexAfterDrag(1, -9.9, 3)).toBe(1);
    expect(spinnerIndexAfterDrag(1, -17, 3)).toBe(2);
    expect(spinnerIndexAfterDrag(1, 17, 3)).toBe(0);
    expect(spinnerIndexAfterDrag(0, -200, 3)).toBe(2);
    expect(spinnerIndexAfterDrag(2, 200, 3)).toBe(0);
    expect(spinnerIndexAfterDrag(0, -50, 0)).toBe(0);
  });
});
