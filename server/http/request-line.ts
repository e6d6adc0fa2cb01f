import type { MiddlewareHandler } from 'hono';
import { stringProblem } from './json-input';

/**
 * The path of a request as its routes see it: each segment percent-decoded (Hono matches on the
 * decoded path and decodes every parameter), or null when a segment cannot be decoded (a bad
 * %-escape, bytes that are not UTF-8) or decodes to a slash (`uploads%2Fprivate` would be one
 * segment on the wire and two after decoding). Every check that reads a path (the private-site gate,
 * the file routes) reads these segments, never the raw ones: `%70rivate` is `private`.
 */
export function decodedPathSegments(pathname: string): string[] | null {
  const segments: string[] = [];
  for (const raw of pathname.split('/').slice(1)) {
    let segment: string;
    try {
      segment = decodeURIComponent(raw);
    } catch {
      return null;
    }
    if (segment.includes('/')) return null;
    segments.push(segment);
  }
  return segments;
}

export const UNDECODABLE_PATH = 'Invalid request: the path is not valid percent-encoding (or encodes a slash inside a segment)';

/**
 * The request line's decode boundary, in front of every route: a path that does not decode as its
 * routes would see it is a 400 (nothing downstream may read it another way), and every query
 * parameter passes the same string rules as a JSON body (json-input.ts: no U+0000, no unpaired
 * UTF-16 surrogate), so no route that reads its query by hand can hand one to SQL.
 */
export function requestLineGuard(): MiddlewareHandler {
  return async (c, next) => {
    if (decodedPathSegments(new URL(c.req.url).pathname) === null) return c.json({ message: UNDECODABLE_PATH }, 400);
    const problem = queryProblem(c.req.queries());
    if (problem) return c.json({ message: `Invalid request: ${problem}` }, 400);
    await next();
  };
}

function queryProblem(query: Record<string, string[]>): string | null {
  for (const [key, values] of Object.entries(query)) {
    const problem =
      stringProblem(key, 'the query', 'has a key with') ?? values.reduce<string | null>((found, value) => found ?? stringProblem(value, `query.${key}`), null);
    if (problem) return problem;
  }
  return null;
}
