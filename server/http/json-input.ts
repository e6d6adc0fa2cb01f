/**
 * The checks every decoded JSON input goes through before any route sees it (DESIGN §6): no
 * U+0000 and no unpaired UTF-16 surrogate in any string or key (PostgreSQL text cannot hold the
 * first, its JSON parser refuses the second as `\ud800`, and no field of ours needs either) and a
 * bounded nesting depth (so that nothing downstream recurses without end). Shared by the main
 * API's decode helper, the request line's query (request-line.ts) and the storefront's GraphQL
 * input path.
 */

/** A high surrogate not followed by a low one, or a low one not preceded by a high one. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** What is wrong with one string (a value, or a key with `what` = 'has a key with'); null when it is fine. */
export function stringProblem(value: string, path: string, what = 'contains'): string | null {
  if (value.includes('\u0000')) return `${path} ${what} a NUL character (U+0000)`;
  if (LONE_SURROGATE.test(value)) return `${path} ${what} an unpaired UTF-16 surrogate`;
  return null;
}

/** Deeper than any body the client sends (its deepest, a stored project, is under 10 levels). */
export const MAX_JSON_DEPTH = 32;

/** What is wrong with a parsed JSON value, with the path to it; null when it is fine. */
export function jsonInputProblem(value: unknown, root: string, maxDepth: number = MAX_JSON_DEPTH): string | null {
  // Iterative, so that a hostile nesting cannot exhaust the stack.
  const stack: Array<{ value: unknown; path: string; depth: number }> = [{ value, path: root, depth: 0 }];
  while (stack.length > 0) {
    const { value: node, path, depth } = stack.pop()!;
    if (typeof node === 'string') {
      const problem = stringProblem(node, path);
      if (problem) return problem;
      continue;
    }
    if (typeof node !== 'object' || node === null) continue;
    if (depth >= maxDepth) return `${path} is nested too deep (at most ${maxDepth} levels)`;
    for (const [key, child] of Object.entries(node)) {
      const problem = stringProblem(key, path, 'has a key with');
      if (problem) return problem;
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
