const shown = (v: unknown): string => (v === null || v === undefined ? '—' : typeof v === 'string' ? v : JSON.stringify(v));

/** The top-level fields that differ between two audit views, 'field: before → after'; a created record lists nothing. */
export function changedFields(before: unknown, after: unknown): string {
  if (typeof before !== 'object' || before === null || typeof after !== 'object' || after === null) return '';
  const b = before as Record<string, unknown>;
  const a = after as Record<string, unknown>;
  return [...new Set([...Object.keys(b), ...Object.keys(a)])]
    .filter((k) => JSON.stringify(b[k]) !== JSON.stringify(a[k]))
    .map((k) => `${k}: ${shown(b[k])} → ${shown(a[k])}`.slice(0, 300))
    .join('; ');
}
