// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Container } from 'inversify';
import { configure } from 'mobx';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GiftRecipientForm } from '../../../src/application/cart/gift-recipient-form';
import { cents } from '../../../src/domain/money';
import { GiftRecipientFields } from '../../../src/ui/cart/gift-recipient-form';
import { ContainerContext } from '../../../src/ui/hooks/use-service';

configure({ enforceActions: 'always' });
afterEach(cleanup);

function mount() {
  const container = new Container();
  container.bind(GiftRecipientForm).toSelf().inTransientScope();
  const onAdd = vi.fn();
  render(
    <ContainerContext.Provider value={container}>
      <GiftRecipientFields tilePrice={cents(1400)} onAdd={onAdd} />
    </ContainerContext.Provider>,
  );
  return { onAdd };
}
const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
const errorOf = (label: string) => {
  const id = field(label).getAttribute('aria-describedby');
  return id ? document.getElementById(id)?.textContent : undefined;
};

describe('SPEC §5 Gift tile: the recipient form', () => {
  it("labels the fields Recipient Name, Recipient Email, Recipient Phone, Amount; a refused submit shows the spec's messages and focuses the first", () => {
    const { onAdd } = mount();
    type('Amount', '300');
    fireEvent.click(screen.getByRole('button', { name: 'Add gift to cart' }));
    expect(onAdd).not.toHaveBeenCalled();
    expect(errorOf('Recipient Name')).toBe('Recipient Name is required');
    expect(errorOf('Recipient Email')).toBe('Recipient Email is required if Recipient Phone is blank');
    expect(errorOf('Recipient Phone')).toBe('Recipient Phone is required if Recipient Email is blank');
    expect(errorOf('Amount')).toBe('Must be at least $14 and no more than $280');
    expect(field('Recipient Name').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(field('Recipient Name'));
  });

  it('clears the other contact field once one is given (requiredIfNot), then adds the checked gift', () => {
    const { onAdd } = mount();
    fireEvent.click(screen.getByRole('button', { name: 'Add gift to cart' }));
    type('Recipient Phone', '(555) 123-4567');
    expect(errorOf('Recipient Phone')).toBeUndefined();
    expect(errorOf('Recipient Email')).toBeUndefined();
    type('Recipient Name', 'Ada Lovelace');
    type('Amount', '42');
    fireEvent.click(screen.getByRole('button', { name: 'Add gift to cart' }));
    expect(onAdd).toHaveBeenCalledWith({ name: 'Ada Lovelace', phone: '5551234567', amountCents: 4200, tiles: 3 });
  });

  it('checks a field when it is left (eager mode), not while a valid field is typed', () => {
    mount();
    type('Recipient Email', 'ada@');
    expect(errorOf('Recipient Email')).toBeUndefined();
    fireEvent.blur(field('Recipient Email'));
    expect(errorOf('Recipient Email')).toBe('Invalid email address');
    type('Recipient Email', 'ada@example.test');
    expect(errorOf('Recipient Email')).toBeUndefined();
  });
});
