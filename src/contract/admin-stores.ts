import * as t from 'io-ts';
import { pattern } from './checked-codecs';
import { VersionCodec } from './admin-groups';
import { IMPORT_COUNTS_PROPS } from './admin-import';
import { PickupStoreCodec } from './pickup-stores';

/**
 * The admin's pick-up stores (issue 30), per tenant: each with the version it was read at (a save or a
 * retire carries it back; another admin's change in between is a 409) and how many orders name it (a
 * store with orders is retired, never deleted).
 */

/** A store id in a path (the domain's checkStore holds the same rule for the body). */
export const StoreIdCodec = pattern('StoreId', /^[a-z0-9][a-z0-9-]{0,59}$/, 'expected a store id (lowercase letters, digits or hyphens, at most 60)');

/** A store as the admin edits it: the shopper's fields and `active`. */
export const AdminStoreDraftCodec = t.intersection([PickupStoreCodec, t.type({ active: t.boolean })]);
export type AdminStoreDraftWire = t.TypeOf<typeof AdminStoreDraftCodec>;

export const AdminStoreCodec = t.type({ store: AdminStoreDraftCodec, version: t.number, orders: t.number });
export type AdminStoreWire = t.TypeOf<typeof AdminStoreCodec>;
export const AdminStoreListCodec = t.type({ stores: t.array(AdminStoreCodec) });

export const StoreCreateCodec = t.type({ store: AdminStoreDraftCodec });
export const StoreSaveCodec = t.type({ version: VersionCodec, store: AdminStoreDraftCodec });
export const StoreRetireCodec = t.type({ version: VersionCodec, active: t.boolean });

export const StoreImportDryRunCodec = t.type({ csv: t.string });
export const StoreImportApplyCodec = t.type({ csv: t.string, basis: t.record(t.string, t.number) });

/** The dry run: counts, each bad row's column and reason, each good row's store and action, the versions seen (0: new). */
export const StoreImportReportCodec = t.type({
  ...IMPORT_COUNTS_PROPS,
  stores: t.array(t.type({ id: t.string, name: t.string, row: t.number, action: t.keyof({ create: null, update: null }) })),
  basis: t.record(t.string, t.number),
});
export type StoreImportReportWire = t.TypeOf<typeof StoreImportReportCodec>;

export const StoreImportAppliedCodec = t.type({ summary: t.string, created: t.number, updated: t.number });

/** The admin's pick-up marks carry nothing but the call itself. */
export const PickupMarkCodec = t.type({});
