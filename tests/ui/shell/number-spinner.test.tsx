// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { NumberSpinner } from '../../../src/ui/shell/number-spinner';

afterEach(cleanup);

function Harness({ start = 1, max = 20 }: { start?: number; max?: number }) {
  const [value, setValue] = useState(start);
  return <NumberSpinner value={value} min={1} max={max} onChange={setValue} />;
}

const input = () => screen.getByRole('spinbutton', { name: 'Number of tiles' }) as HTMLInputElement;
const keyDown = (key: string) => fireEvent.keyDown(input(), { key });

describe('SPEC §5 Quantity can be typed: the small numeric input beside the − / + steppers', () => {
  it("is labelled 'Number of tiles', blocks non-digits and takes at most 4 digits", () => {
    render(<Harness max={9999} />);
    expect(input().maxLength).toBe(4);
    expect(screen.getByRole('button', { name: 'Fewer: Number of tiles' })).toBeDefined();
    // A letter is refused as typed; a digit and the editing keys go through.
    expect(fireEvent.keyDown(input(), { key: 'e' })).toBe(false);
    expect(fireEvent.keyDown(input(), { key: '-' })).toBe(false);
    expect(fireEvent.keyDown(input(), { key: '7' })).toBe(true);
    expect(fireEvent.keyDown(input(), { key: 'Backspace' })).toBe(true);
    // A paste keeps its digits only, at most 4.
    fireEvent.change(input(), { target: { value: '12a345' } });
    expect(input().value).toBe('1234');
    fireEvent.blur(input());
    expect(input().getAttribute('aria-valuenow')).toBe('1234');
  });

  it('counts a typed number when left or on Enter, clamped into min..max; blank keeps the value', () => {
    render(<Harness max={20} />);
    fireEvent.change(input(), { target: { value: '35' } });
    keyDown('Enter');
    expect(input().value).toBe('20');
    fireEvent.change(input(), { target: { value: '' } });
    fireEvent.blur(input());
    expect(input().value).toBe('20');
    fireEvent.change(input(), { target: { value: '0' } });
    fireEvent.blur(input());
    expect(input().value).toBe('1');
  });

  it('steps with − / + and the arrow keys; Home and End go to the ends (keyboard only)', () => {
    render(<Harness start={3} max={20} />);
    fireEvent.click(screen.getByRole('button', { name: 'More: Number of tiles' }));
    expect(input().getAttribute('aria-valuenow')).toBe('4');
    keyDown('ArrowDown');
    keyDown('ArrowDown');
    expect(input().value).toBe('2');
    keyDown('End');
    expect(input().value).toBe('20');
    expect((screen.getByRole('button', { name: 'More: Number of tiles' }) as HTMLButtonElement).disabled).toBe(true);
    keyDown('Home');
    expect(input().value).toBe('1');
    expect((screen.getByRole('button', { name: 'Fewer: Number of tiles' }) as HTMLButtonElement).disabled).toBe(true);
  });
});

describe('the design tool quantity (SPEC §5 Number of tiles)', () => {
  it('can show its label above the control and name its buttons in its own words', () => {
    render(
      <NumberSpinner
        visibleLabel
        label="Number of tiles"
        fewerLabel="Fewer copies"
        moreLabel="More copies"
        value={2}
        min={1}
        max={99}
        onChange={() => undefined}
      />,
    );
    const label = screen.getByText('Number of tiles');
    expect(label.tagName).toBe('LABEL');
    expect(label.getAttribute('for')).toBe(input().id);
    expect(screen.getByRole('group', { name: 'Number of tiles' })).toBeDefined();
    expect(screen.getByRole('button', { name: 'Fewer copies' })).toBeDefined();
    expect(screen.getByRole('button', { name: 'More copies' })).toBeDefined();
    expect(screen.queryByRole('button', { name: 'More: Number of tiles' })).toBeNull();
  });
});
