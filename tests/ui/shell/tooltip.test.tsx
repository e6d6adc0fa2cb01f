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
});
