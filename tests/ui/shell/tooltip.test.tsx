// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Tooltip } from '../../../src/ui/shell/tooltip';

afterEach(cleanup);

describe('SPEC §9 Shell constants: the tooltip on option swatches', () => {
  it('describes its control for screen readers, shows on hover and keyboard focus, Escape hides it', () => {
    render(
      <Tooltip text="Frame colour: Black">
        <input type="radio" aria-label="Black" />
      </Tooltip>,
    );
    const radio = screen.getByRole('radio', { name: 'Black' });
    const tip = document.getElementById(radio.getAttribute('aria-describedby')!)!;
    expect(tip.getAttribute('role')).toBe('tooltip');
    expect(tip.textContent).toBe('Frame colour: Black');
    expect(tip.hidden).toBe(true);
    fireEvent.focus(radio);
    expect(tip.hidden).toBe(false);
    fireEvent.keyDown(window, { key: 'Escape' });
    expect(tip.hidden).toBe(true);
    fireEvent.pointerEnter(radio.parentElement!);
    expect(tip.hidden).toBe(false);
    fireEvent.pointerLeave(radio.parentElement!);
    expect(tip.hidden).toBe(true);
  });

  it("on the low-resolution badge (issue 33) the anchor takes the badge's absolute place, so showing the tip moves nothing", () => {
    render(
      <Tooltip text="This photo may print blurry. Select for the fix." place={{ className: 'placed', style: { left: 40, top: 200 } }}>
        <button type="button" aria-label="Low resolution warning, tile 1" />
      </Tooltip>,
    );
    const badge = screen.getByRole('button', { name: 'Low resolution warning, tile 1' });
    const anchor = badge.parentElement!;
    expect(anchor.className).toContain('placed');
    expect([anchor.style.position, anchor.style.left, anchor.style.top]).toEqual(['absolute', '40px', '200px']);
    fireEvent.focus(badge);
    expect(document.getElementById(badge.getAttribute('aria-describedby')!)!.hidden).toBe(false);
    expect([anchor.style.position, anchor.style.left, anchor.style.top]).toEqual(['absolute', '40px', '200px']);
  });
});
