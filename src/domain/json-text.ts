/**
 * Text that should hold JSON (a cart attribute, a stored record, a token's payload), read: its value,
 * or `undefined` when there is no text or it is not JSON. JSON has no `undefined`, so the one answer
 * cannot be mistaken for a value; what the value must look like is the caller's to check.
 */
export function parseJsonText(text: string | null | undefined): unknown {
  if (text === undefined || text === null) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}
