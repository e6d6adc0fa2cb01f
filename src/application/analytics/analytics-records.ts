import * as t from 'io-ts';
import type { LocalRecord } from '../ports/local-records';

/** The campaign (utm_*) values of the link the shopper came in by (SPEC §7: UTM params kept). */
export const UtmRecord: LocalRecord<Readonly<Partial<Record<'source' | 'medium' | 'campaign' | 'content' | 'term', string>>>> = {
  key: 'utm',
  codec: t.partial({ source: t.string, medium: t.string, campaign: t.string, content: t.string, term: t.string }),
};

/** Order numbers whose purchase event was sent: a reload of /confirm sends none again. */
export const SentPurchasesRecord: LocalRecord<readonly string[]> = { key: 'sentPurchases', codec: t.readonlyArray(t.string) };

/** How many sent order numbers are kept (the newest): enough for any shopper, bounded for storage. */
export const SENT_PURCHASES_KEPT = 50;
