import type * as t from 'io-ts';

/**
 * Why a decode failed, one line per failing path: `body.kind: expected "error" | "event", got "x"`.
 * Keys an intersection or union adds ("0", "1") are left out: they mean nothing to a reader.
 */
export function describeDecodeErrors(errors: t.Errors, root = ''): string[] {
  return errors.map((e) => {
    const keys = e.context
      .filter((c, i) => {
        const parent = e.context[i - 1]?.type as { _tag?: string } | undefined;
        return c.key !== '' && parent?._tag !== 'IntersectionType' && parent?._tag !== 'UnionType';
      })
      .map((c) => c.key);
    const where = [root, ...keys].filter((k) => k !== '').join('.') || '(root)';
    const expected = e.context[e.context.length - 1]?.type.name ?? 'a valid value';
    return `${where}: ${e.message ?? `expected ${expected}`}, got ${JSON.stringify(e.value) ?? 'undefined'}`;
  });
}
