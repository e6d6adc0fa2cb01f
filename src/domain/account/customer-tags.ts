/** Parsed customer tags: typed values by type, and plain tags. */
export interface CustomerTags {
  readonly typed: Readonly<Record<string, readonly string[]>>;
  readonly plain: readonly string[];
}

/** Parses a customer's comma-separated tags ('type:value' or plain; blanks ignored). */
export const parseCustomerTags = (tags: string | undefined): CustomerTags => {
  const typed: Record<string, string[]> = {};
  const plain: string[] = [];
  for (const raw of (tags ?? '').split(',')) {
    const tag = raw.trim();
    if (tag === '') continue;
    const colon = tag.indexOf(':');
    if (colon > 0) {
      const type = tag.slice(0, colon).trim();
      (typed[type] ??= []).push(tag.slice(colon + 1).trim());
    } else {
      plain.push(tag);
    }
  }
  return { typed, plain };
};
