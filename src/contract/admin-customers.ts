import * as t from 'io-ts';
import { pattern } from './checked-codecs';
import { nullable } from './nullable';

/**
 * The admin's customers (issue #17, SPEC §6 "an admin can edit projects for another user id"): a
 * search of the admin's own store's customers by email or id, and one customer's saved projects. The
 * projects themselves are read and saved through v1/projects/get and /save with `userId`.
 */

export const CustomerSearchQueryCodec = t.partial({
  /** Part of an email, or a customer id. */
  q: t.string,
  page: t.string,
});

export const AdminCustomerCodec = t.type({
  id: t.string,
  email: t.string,
  firstName: nullable(t.string),
  lastName: nullable(t.string),
  /** Saved projects not yet ordered. */
  openProjects: t.number,
});
export type AdminCustomerWire = t.TypeOf<typeof AdminCustomerCodec>;

export const CustomerPageCodec = t.type({ customers: t.array(AdminCustomerCodec), page: t.number, pageSize: t.number, total: t.number });

export const CustomerProjectSummaryCodec = t.type({
  id: t.string,
  status: t.string,
  tiles: t.number,
  productId: nullable(t.string),
  frameColor: nullable(t.string),
  /** The first tile's photo, for a thumbnail. */
  imagePath: nullable(t.string),
  version: t.number,
  updatedAt: t.string,
  /** Ordered: frozen, it cannot be edited. */
  completed: t.boolean,
});
export type CustomerProjectSummaryWire = t.TypeOf<typeof CustomerProjectSummaryCodec>;

export const CustomerProjectsCodec = t.type({ customer: AdminCustomerCodec, projects: t.array(CustomerProjectSummaryCodec) });
export type CustomerProjectsWire = t.TypeOf<typeof CustomerProjectsCodec>;

export const CustomerIdCodec = pattern('CustomerId', /^[A-Za-z0-9_-]{1,100}$/, 'expected a customer id');
