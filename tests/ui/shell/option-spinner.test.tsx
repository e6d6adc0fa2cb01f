// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { OptionSpinner } from '../../../src/ui/shell/option-spinner';

afterEach(cleanup);

const FRAMES = [
  { label: 'Black', value: 'Black', swatch: '#000' },
  { label: 'White', value: 'White', swatch: '#fff' },
  { label: 'Gray', value: 'Gray', swatch: '#888' },
];

function Harness({ start = 'White' }: { start?: string }) {
  const [value, setValue] = useState(start);
  return <OptionSpinner label="Frame" options={FRAMES} value={value} onChange={setValue} />;
}

const listbox = () => screen.getByRole('listbox', { name: 'Frame' });
const chosen = () => screen.getByRole('option', { selected: true }).textContent;
const track = () => listbox().firstElementChild!.firstElementChild as HTMLElement;
/** A drag on the box by dy px; the box is 44 px high (happy-dom lays nothing out: its rectangle is given). */
const dragBy = (dy: number, from = 22) => {
  listbox().getBoundingClientRect = () => ({ top: 0, bottom: 44, height: 44, left: 0, right: 120, width: 120, x: 0, y: 0, toJSON: () => ({}) });
  fireEvent.pointerDown(listbox(), { pointerId: 1, button: 0, clientY: from });
  fireEvent.pointerMove(listbox(), { pointerId: 1, clientY: from + dy });
  fireEvent.pointerUp(listbox(), { pointerId: 1, clientY: from + dy });
};

describe('SPEC §9 option spinner (item height 17, box 40, drag threshold 10 px)', () => {
  it('is a labelled listbox whose options screen readers hear, the chosen one centred in the 40 px box', () => {
    render(<Harness />);
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Black', 'White', 'Gray']);
    expect(chosen()).toBe('White');
    expect(listbox().getAttribute('aria-activedescendant')).toBe(screen.getByRole('option', { selected: true }).id);
    expect((listbox().firstElementChild as HTMLElement).style.height).toBe('40px');
    expect(screen.getAllByRole('option').every((o) => o.style.height === '17px')).toBe(true);
    // Item 1 centred: (40 - 17) / 2 - 17 = -5.5 px.
    expect(track().style.transform).toBe('translateY(-5.5px)');
  });

  it('keyboard: arrows step, Home and End go to the ends, and the ends hold', () => {
    render(<Harness />);
    fireEvent.keyDown(listbox(), { key: 'ArrowDown' });
    expect(chosen()).toBe('Gray');
    fireEvent.keyDown(listbox(), { key: 'ArrowDown' });
    expect(chosen()).toBe('Gray');
    fireEvent.keyDown(listbox(), { key: 'Home' });
    expect(chosen()).toBe('Black');
    fireEvent.keyDown(listbox(), { key: 'ArrowUp' });
    expect(chosen()).toBe('Black');
    fireEvent.keyDown(listbox(), { key: 'End' });
    expect(chosen()).toBe('Gray');
    fireEvent.keyDown(listbox(), { key: 'ArrowLeft' });
    expect(chosen()).toBe('White');
  });

  it('a drag under 10 px chooses nothing; past it, whole 17 px items (up brings the next one)', () => {
    render(<Harness />);
    dragBy(-9);
    expect(chosen()).toBe('White');
    dragBy(-17);
    expect(chosen()).toBe('Gray');
    dragBy(34);
    expect(chosen()).toBe('Black');
  });

  it('a tap on a neighbour chooses it; a tap on the chosen item changes nothing', () => {
    render(<Harness />);
    dragBy(0, 22);
    expect(chosen()).toBe('White');
    dragBy(2, 40);
    expect(chosen()).toBe('Gray');
    dragBy(0, 3);
    expect(chosen()).toBe('White');
  });

  it('the step buttons are named for screen readers and stop at the ends', () => {
    render(<Harness start="Black" />);
    const previous = screen.getByRole('button', { name: 'Previous frame' }) as HTMLButtonElement;
    expect(previous.disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Next frame' }));
    expect(chosen()).toBe('White');
    expect(previous.disabled).toBe(false);
  });
});
