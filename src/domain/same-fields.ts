/**
 * Whether two records hold the same values (`===`) in the named fields: how a memo or a MobX `equals`
 * says "nothing that matters changed" with the fields that matter written down once, as data.
 */
export function sameFields<T>(a: T, b: T, fields: ReadonlyArray<keyof T>): boolean {
  return fields.every((field) => a[field] === b[field]);
}
