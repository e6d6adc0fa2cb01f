import * as t from 'io-ts';
import type { Customer } from '../domain/account';

/**
 * A customer as the account API sends it (SPEC §3, Shopify's snake_case names): tags are a comma
 * list of 'type:value' or plain tags; metafields carry e.g. promo_welcome and promo_welcome_date.
 */
export const CustomerWireCodec = t.intersection([
  t.type({ id: t.string, email: t.string }),
  t.partial({
    first_name: t.string,
    last_name: t.string,
    tags: t.string,
    addresses: t.array(t.intersection([t.type({ id: t.string }), t.record(t.string, t.unknown)])),
    metafields: t.array(t.intersection([t.type({ key: t.string, value: t.string }), t.partial({ value_type: t.string })])),
  }),
]);
export type CustomerWire = t.TypeOf<typeof CustomerWireCodec>;

/** GET v1/shopify/customer_get. */
export const CustomerAnswerCodec = t.type({ customer: CustomerWireCodec });

const optional = <K extends string, V>(key: K, value: V | undefined): { [P in K]?: V } => (value === undefined ? {} : { [key]: value }) as { [P in K]?: V };

/** Addresses travel as their ids only, both ways. */
const addressIds = (addresses: ReadonlyArray<{ readonly id: string }> | undefined) => addresses?.map((a) => ({ id: a.id }));

/** The wire customer in domain names (first_name → firstName); addresses keep only their ids. */
export const toCustomer = (wire: CustomerWire): Customer => ({
  id: wire.id,
  email: wire.email,
  ...optional('firstName', wire.first_name),
  ...optional('lastName', wire.last_name),
  ...optional('tags', wire.tags),
  ...optional('addresses', addressIds(wire.addresses)),
  ...optional(
    'metafields',
    wire.metafields?.map((m) => ({ key: m.key, value: m.value })),
  ),
});

/** A domain customer back in the wire's names (what the server encodes). */
export const fromCustomer = (customer: Customer): CustomerWire => ({
  id: customer.id,
  email: customer.email,
  ...optional('first_name', customer.firstName),
  ...optional('last_name', customer.lastName),
  ...optional('tags', customer.tags),
  ...optional('addresses', addressIds(customer.addresses)),
  ...optional(
    'metafields',
    customer.metafields?.map((m) => ({ key: m.key, value: m.value, value_type: 'string' })),
  ),
});
