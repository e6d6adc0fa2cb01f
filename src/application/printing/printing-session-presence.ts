import * as t from 'io-ts';
import type { LocalRecord, LocalRecords } from '../ports/local-records';

/**
 * Whether this browser holds anything of a printing session (issue 27's JS budget): a stored project
 * or an upload still in flight. Without either, and signed out, the session's stores (projects,
 * their server sync, uploads, the leave-page guard) have nothing to keep or send, so the shell does
 * not load them; a page or dialog that uses them loads them itself. Read with codecs that never fail
 * (so reading never drops the record; never written) and without the project codecs, which load with the stores.
 */
const nonEmptyList = (name: string) =>
  new t.Type<boolean, unknown, unknown>(
    name,
    (u): u is boolean => typeof u === 'boolean',
    (u) => t.success(Array.isArray(u) && u.length > 0),
    (a) => a,
  );

const StoredProjectsPresent: LocalRecord<boolean> = { key: 'projects', codec: nonEmptyList('StoredProjectsPresent') };
const UploadsInFlightPresent: LocalRecord<boolean> = { key: 'uploadsInFlight', codec: nonEmptyList('UploadsInFlightPresent') };

/** True when the tenant's local records hold a project or an upload in flight. */
export function storedPrintingSession(records: Pick<LocalRecords, 'read'>): boolean {
  return records.read(StoredProjectsPresent) === true || records.read(UploadsInFlightPresent) === true;
}
