/**
 * The checks every decoded JSON input goes through before any route sees it (DESIGN §6): no
 * U+0000 in any string or key (PostgreSQL text cannot hold it, and no field of ours needs it) and
 * a bounded nesting depth (so that nothing downstream recurses without end). Shared by the main
 * API's decode helper and the storefront's GraphQL input path.
 */

/** Deeper than any body the client sends (its deepest, a stored project, is under 10 levels). */
export const MAX_JSON_DEPTH = 32;

/** What is wrong with a parsed JSON value, with the path to it; null when it is fine. */
export function jsonInputProblem(value: unknown, root: string, maxDepth: number = MAX_JSON_DEPTH): string | null {
  // Iterative, so that a hostile nesting cannot exhaust the stack.
  const stack: Array<{ value: unknown; path: string; depth: number }> = [{ value, path: root, depth: 0 }];
  while (stack.length > 0) {
    const { value: node, path, depth } = stack.pop()!;
    if (typeof node === 'string') {
      if (node.includes('\u0000')) return `${path} contains a NUL character (U+0000)`;
      continue;
    }
    if (typeof node !== 'object' || node === null) continue;
    if (depth >= maxDepth) return `${path} is nested too deep (at most ${maxDepth} levels)`;
    for (const [key, child] of Object.entries(node)) {
      if (key.includes('\u0000')) return `${path} has a key with a NUL character (U+0000)`;
      stack.push({ value: child, path: `${path}.${key}`, depth: depth + 1 });
    }
  }
  return null;
}

/**
 * True when a Content-Type header names JSON: the media type itself (before any parameter) is
 * exactly `application/json`, case-insensitive. `text/plain; application/json` is text: a browser
 * sends it cross-site without a preflight, so it must never pass as JSON.
 */
export function isJsonContentType(header: string | undefined): boolean {
  if (header === undefined) return false;
  const semicolon = header.indexOf(';');
  const mediaType = (semicolon === -1 ? header : header.slice(0, semicolon)).trim().toLowerCase();
  return mediaType === 'application/json';
}
