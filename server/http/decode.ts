import type { Context } from 'hono';
import { isLeft } from 'fp-ts/Either';
import type * as t from 'io-ts';
import { describeDecodeErrors } from '../../src/contract/decode-errors';
import { isJsonContentType, jsonInputProblem } from './json-input';

/** Thrown by routes for an expected client error; the app's error handler turns it into JSON. */
export class HttpError extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 429 | 502 | 504,
    message: string,
    readonly details?: string[],
  ) {
    super(message);
  }
}

/**
 * Decodes a request's part (path parameter, query, body) with the contract's codec. Every part passes
 * the same input checks as a JSON body first (json-input.ts: no U+0000, bounded depth), so a NUL in a
 * query or path never reaches SQL (PostgreSQL text cannot hold it: a 500 otherwise).
 */
export function decodeOrThrow<A, O>(codec: t.Type<A, O, unknown>, value: unknown, root: string): A {
  const problem = jsonInputProblem(value, root);
  if (problem) throw new HttpError(400, `Invalid request: ${problem}`);
  const result = codec.decode(value);
  if (isLeft(result)) {
    const details = describeDecodeErrors(result.left, root);
    throw new HttpError(400, `Invalid request: ${details[0] ?? root}`, details);
  }
  return result.right;
}

/**
 * Parses and decodes a JSON body; nothing downstream runs on a body that does not decode. The one
 * decode boundary of the main API: the media type must be application/json, and no string may hold
 * U+0000 or nest deeper than MAX_JSON_DEPTH (json-input.ts). The size is bounded before this by the
 * body-limit middleware.
 */
export async function decodeJsonBody<A, O>(c: Context, codec: t.Type<A, O, unknown>): Promise<A> {
  if (!isJsonContentType(c.req.header('content-type'))) throw new HttpError(415, 'Expected a JSON body (content-type: application/json)');
  let json: unknown;
  try {
    json = await c.req.json();
  } catch {
    throw new HttpError(400, 'Invalid request: the body is not valid JSON');
  }
  const problem = jsonInputProblem(json, 'body');
  if (problem) throw new HttpError(400, `Invalid request: ${problem}`);
  return decodeOrThrow(codec, json, 'body');
}
