import * as t from 'io-ts';

/**
 * The product import (issue #17): the CSV's text goes up as it is (the server plans it with the same
 * domain function as the client's preview); the dry run answers the plan and the versions it saw
 * (`basis`), and the apply carries that basis back, so a catalogue changed in between is a 409.
 */
const Versions = t.record(t.string, t.number);

export const ImportDryRunCodec = t.type({ csv: t.string });
export const ImportApplyCodec = t.type({ csv: t.string, basis: Versions });

export const ImportRowErrorCodec = t.type({ row: t.number, column: t.string, message: t.string });

export const ImportReportCodec = t.type({
  /** '12 to create, 3 to update, 2 rows with errors'. */
  summary: t.string,
  create: t.number,
  update: t.number,
  errorRows: t.number,
  rows: t.number,
  errors: t.array(ImportRowErrorCodec),
  products: t.array(t.type({ id: t.string, action: t.keyof({ create: null, update: null }), rows: t.array(t.number) })),
  /** Each planned product's version when planned (0: not there yet). */
  basis: Versions,
});
export type ImportReportWire = t.TypeOf<typeof ImportReportCodec>;

export const ImportAppliedCodec = t.type({ summary: t.string, created: t.number, updated: t.number, skippedRows: t.number });
