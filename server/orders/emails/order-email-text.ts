import type { OrderEmailModel } from './order-email-model';

const money = (amount: string): string => `$${amount}`;

/** The summary block of the plain-text email: each line, then the totals, right-aligned by padding. */
const summary = (model: OrderEmailModel): string[] => {
  const rows: string[] = [];
  for (const line of model.lines) {
    rows.push(`${line.title}`);
    if (line.details) rows.push(`  ${line.details}`);
    const discounted = line.total !== line.originalTotal ? ` (was ${money(line.originalTotal)})` : '';
    rows.push(`  Quantity ${line.quantity} × ${money(line.unitPrice)} = ${money(line.total)}${discounted}`);
    rows.push('');
  }
  rows.push(`Subtotal: ${money(model.subtotal)}`);
  if (model.discount !== '0.00')
    rows.push(`Discount${model.discountCodes.length > 0 ? ` (${model.discountCodes.join(', ')})` : ''}: −${money(model.discount)}`);
  rows.push(model.pickup ? 'Pick-up: Free' : 'Shipping: Free');
  rows.push(`Total: ${money(model.total)}`);
  return rows;
};

/** The plain-text body of an order email (clients that show no HTML, and screen readers that prefer it), from the same model as the HTML. */
export function orderEmailText(model: OrderEmailModel): string {
  const w = model.wording;
  const rows: string[] = [model.firstName ? `Hi ${model.firstName},` : 'Hi there,', ''];
  if (model.kind === 'confirmation') {
    rows.push(w.confirmationHeading, '', model.pickup ? w.confirmationPickupIntro : w.confirmationIntro, '');
  } else if (model.kind === 'pickup_ready') {
    const store = model.pickup!;
    rows.push(
      w.pickupReadyHeading,
      '',
      w.pickupReadyIntro(store.storeName),
      '',
      `Order number: #${model.number}`,
      '',
      'Pick up at:',
      `  ${store.storeName}`,
      ...store.address.map((l) => `  ${l}`),
    );
    if (store.hours.length > 0) rows.push('', 'Store hours:', ...store.hours.map((l) => `  ${l}`));
    rows.push('');
  } else {
    const s = model.shipment!;
    rows.push(w.shippedHeading, '', w.shippedIntro(s.carrier), '', `Carrier: ${s.carrier}`, `Tracking number: ${s.trackingNumber}`);
    if (s.trackingUrl) rows.push(`Track your package: ${s.trackingUrl}`);
    rows.push('');
  }
  if (model.kind === 'confirmation' && model.pickup) {
    const p = model.pickup;
    rows.push(
      'Pick up at:',
      `  ${p.storeName}`,
      ...p.address.map((l) => `  ${l}`),
      `  ${p.readyBy} (${p.readyOn})`,
      '  Store hours:',
      ...p.hours.map((h) => `    ${h}`),
      '',
    );
  }
  rows.push(`Order #${model.number} · placed ${model.placedAt}`, '', ...summary(model));
  if (model.address && model.kind !== 'pickup_ready') rows.push('', 'Shipping to:', ...model.address.map((l) => `  ${l}`));
  rows.push('', `See your order: ${model.orderUrl}`);
  rows.push('', w.signOff, `— ${model.brand.name}`, model.brand.storeUrl);
  return rows.join('\n');
}
