/** SPEC §7: the campaign parameters kept from the link the shopper came in by. */
export const UTM_FIELDS = ['source', 'medium', 'campaign', 'content', 'term'] as const;
export type UtmField = (typeof UTM_FIELDS)[number];
export type UtmParameters = Readonly<Partial<Record<UtmField, string>>>;

/** Longest value kept: campaign names are short; a longer one is cut, not refused. */
export const UTM_MAX_LENGTH = 200;

/**
 * The utm_* values of a query string (without or with its '?'), trimmed and cut to 200 characters;
 * null when it carries none. A link with any UTM value replaces the whole set kept before (the
 * campaign that brought the shopper this time wins; values are not mixed across visits).
 */
export const utmFromSearch = (search: string): UtmParameters | null => {
  const query = new URLSearchParams(search);
  const found: Partial<Record<UtmField, string>> = {};
  for (const field of UTM_FIELDS) {
    const value = query.get(`utm_${field}`)?.trim();
    if (value) found[field] = value.slice(0, UTM_MAX_LENGTH);
  }
  return Object.keys(found).length === 0 ? null : found;
};

/** The kept values as order attributes ('utm_source' …), for whoever carries them into the order. */
export const utmAttributes = (utm: UtmParameters): ReadonlyArray<{ readonly key: string; readonly value: string }> =>
  UTM_FIELDS.flatMap((field) => (utm[field] === undefined ? [] : [{ key: `utm_${field}`, value: utm[field] as string }]));
