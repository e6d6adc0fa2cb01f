import * as t from 'io-ts';
import type { LocalRecord, LocalRecords } from '../ports/local-records';

/** A picked photo not yet stored: journalled from acceptance, with its tile once it has one. */
const InFlight = t.readonly(t.intersection([t.type({ id: t.string, name: t.string }), t.partial({ tileId: t.string })]));
export type InFlight = t.TypeOf<typeof InFlight>;

/** The photos still processing or uploading, journalled so that a reload can name them. */
const UploadsInFlight: LocalRecord<InFlight[]> = { key: 'uploadsInFlight', codec: t.array(InFlight) };

/**
 * The device photos of this page still on their way, kept in local records: a reload loses their
 * bytes, so the next load removes their tiles and names them to add again (UploadStore).
 */
export class UploadJournal {
  private frozen = false;

  constructor(private readonly records: LocalRecords) {}

  read(): InFlight[] {
    return this.records.read(UploadsInFlight) ?? [];
  }

  /**
   * The page is going away (pagehide): requests the browser now aborts must not count as finished,
   * so the journal keeps what is in flight for the next load to name.
   */
  freeze(): void {
    this.frozen = true;
  }

  change(change: (list: InFlight[]) => InFlight[]): void {
    if (this.frozen) return;
    const next = change(this.read());
    if (next.length === 0) this.records.remove(UploadsInFlight.key);
    else this.records.write(UploadsInFlight, next);
  }

  /** The photo `id` has its tile. */
  placed(id: string, tileId: string): void {
    this.change((list) => list.map((entry) => (entry.id === id ? { ...entry, tileId } : entry)));
  }

  /** The photos `ids` are stored, refused or given up. */
  forget(ids: readonly string[]): void {
    this.change((list) => list.filter((entry) => !ids.includes(entry.id)));
  }

  clear(): void {
    this.records.remove(UploadsInFlight.key);
  }
}
