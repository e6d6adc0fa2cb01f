import { inject, injectable } from 'inversify';
import { utmAttributes, utmFromSearch, type UtmParameters } from '../../domain/analytics';
import { LaunchContext, type LaunchContext as Launch } from '../ports/launch-context';
import { LocalRecords, type LocalRecords as Records } from '../ports/local-records';
import { UtmRecord } from './analytics-records';

/**
 * The UTM parameters the shopper arrived with (SPEC §7), kept in the tenant's local records so
 * they outlive a reload and the walk to checkout. A link with UTM values replaces the kept set.
 * This is the one place to read them: checkout carries `attributes()` into the order's cart
 * attributes, analytics may add them to events.
 */
@injectable()
export class CampaignParameters {
  constructor(
    @inject(LocalRecords) private readonly records: Records,
    @inject(LaunchContext) launch: Launch,
  ) {
    const fromLink = utmFromSearch(launch.search);
    if (fromLink !== null) records.write(UtmRecord, fromLink);
  }

  /** The kept values, or null when the shopper came without any. */
  current(): UtmParameters | null {
    const kept = this.records.read(UtmRecord);
    return kept === undefined || Object.keys(kept).length === 0 ? null : kept;
  }

  /** The kept values as order attributes: `utm_source`, `utm_medium`, … (only those present). */
  attributes(): ReadonlyArray<{ readonly key: string; readonly value: string }> {
    const utm = this.current();
    return utm === null ? [] : utmAttributes(utm);
  }
}
