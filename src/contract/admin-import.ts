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

/** What every CSV import's dry run counts (products here, pickup stores in `admin-stores.ts`), and each bad row. */
export const IMPORT_COUNTS_PROPS = {
  /** '12 to create, 3 to update, 2 rows with errors'. */
  summary: t.string,
  create: t.number,
  update: t.number,
  errorRows: t.number,
  rows: t.number,
  errors: t.array(ImportRowErrorCodec),
};

export const ImportReportCodec = t.type({
  ...IMPORT_COUNTS_PROPS,
  products: t.array(t.type({ id: t.string, action: t.keyof({ create: null, update: null }), rows: t.array(t.number) })),
  /** Each planned product's version when planned (0: not there yet). */
  basis: Versions,
});
export type ImportReportWire = t.TypeOf<typeof ImportReportCodec>;

export const ImportAppliedCodec = t.type({ summary: t.string, created: t.number, updated: t.number, skippedRows: t.number });

/**
 * The dry run and the apply answer as a stream when asked with `Accept: application/x-ndjson`: one
 * JSON object a line, `progress` lines while the server checks and writes the file's rows, then one
 * `done` line with the call's usual answer, or one `error` line (the status and message the plain
 * call would have answered with, once the stream has begun). Failures before any work (a body that
 * does not decode, a file that cannot be read, no admin role) keep their plain 4xx answer.
 */
export const IMPORT_PROGRESS_MEDIA_TYPE = 'application/x-ndjson';

export const ImportProgressLineCodec = t.type({
  type: t.literal('progress'),
  phase: t.keyof({ checking: null, writing: null }),
  done: t.number,
  total: t.number,
});
export const ImportErrorLineCodec = t.type({ type: t.literal('error'), status: t.number, message: t.string });
export const importDoneLineCodec = <C extends t.Mixed>(answer: C) => t.type({ type: t.literal('done'), answer });
