import type { Context } from 'hono';
import { isLeft } from 'fp-ts/Either';
import type * as t from 'io-ts';
import { describeDecodeErrors } from '../../src/contract/decode-errors';
import { isJsonContentType, jsonInputProblem } from './json-input';
import { allDecoded, isRefusal, refusal, type Decoded, type Refusal } from './refusal';

/**
 * Decodes a request's part (path parameter, query, body) with the contract's codec. Every part passes
 * the same input checks as a JSON body first (json-input.ts: no U+0000, bounded depth), so a NUL in a
 * query or path never reaches SQL (PostgreSQL text cannot hold it: a 500 otherwise). A part that does
 * not decode is a 400 refusal listing every decode error.
 */
export function decodePart<A, O>(codec: t.Type<A, O, unknown>, value: unknown, root: string): A | Refusal {
  const problem = jsonInputProblem(value, root);
  if (problem) return refusal(400, `Invalid request: ${problem}`);
  const result = codec.decode(value);
  if (isLeft(result)) {
    const details = describeDecodeErrors(result.left, root);
    return refusal(400, `Invalid request: ${details[0] ?? root}`, details);
  }
  return result.right;
}

/**
 * Parses and decodes a JSON body; nothing downstream runs on a body that does not decode. The one
 * decode boundary of the main API: the media type must be application/json, and no string may hold
 * U+0000 or nest deeper than MAX_JSON_DEPTH (json-input.ts). The size is bounded before this by the
 * body-limit middleware.
 */
export async function decodeJsonBody<A, O>(c: Context, codec: t.Type<A, O, unknown>): Promise<A | Refusal> {
  if (!isJsonContentType(c.req.header('content-type'))) return refusal(415, 'Expected a JSON body (content-type: application/json)');
  let json: unknown;
  try {
    json = await c.req.json();
  } catch {
    return refusal(400, 'Invalid request: the body is not valid JSON');
  }
  const problem = jsonInputProblem(json, 'body');
  if (problem) return refusal(400, `Invalid request: ${problem}`);
  return decodePart(codec, json, 'body');
}

/**
 * A route's path and query parts (decoded already: the first refusal wins, in the order written) and
 * then its JSON body, read only once the parts are good; `body` joins the parts.
 */
export async function withJsonBody<P extends Record<string, unknown>, A, O>(
  c: Context,
  parts: P,
  codec: t.Type<A, O, unknown>,
): Promise<(Decoded<P> & { body: A }) | Refusal> {
  const decoded = allDecoded(parts);
  if (isRefusal(decoded)) return decoded;
  const body = await decodeJsonBody(c, codec);
  return isRefusal(body) ? body : { ...decoded, body };
}
