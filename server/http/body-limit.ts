import type { MiddlewareHandler } from 'hono';
import { refusal, refused } from './refusal';

/** The main API's JSON bodies: a client event or a prepare request is well under a kilobyte. */
export const DEFAULT_BODY_LIMIT = 64 * 1024;

const kilobytes = (bytes: number): string => (bytes >= 1024 * 1024 ? `${Math.round(bytes / (1024 * 1024))} MB` : `${Math.round(bytes / 1024)} KB`);

/** A limit meaning "not here": the route applies its own after its guard (an admin upload is read only for an admin). */
export const LIMIT_SET_BY_ROUTE = Number.POSITIVE_INFINITY;

/**
 * Refuses a request body over `maxBytes(path)` with 413 and a JSON message, before any route reads
 * it. A declared Content-Length over the limit is refused without reading; otherwise the body is
 * read chunk by chunk and the reading stops as soon as the limit is passed (a chunked body has no
 * length to trust), so at most the limit and one chunk are ever held. The route then reads the
 * buffered copy.
 */
export function bodyLimit(maxBytes: (path: string) => number = () => DEFAULT_BODY_LIMIT, message?: string): MiddlewareHandler {
  return async (c, next) => {
    const body = c.req.raw.body;
    if (!body) return next();
    const limit = maxBytes(c.req.path);
    if (limit === LIMIT_SET_BY_ROUTE) return next();
    const tooLarge = () => refused(c, refusal(413, message ?? `The request body is too large (at most ${kilobytes(limit)}).`));
    const declared = c.req.header('content-length');
    if (declared !== undefined && !(Number(declared) <= limit)) return tooLarge();
    const reader = body.getReader();
    const chunks: Uint8Array[] = [];
    let size = 0;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > limit) {
        // Stop reading; the server drains or closes the rest without holding it.
        reader.releaseLock();
        return tooLarge();
      }
      chunks.push(value);
    }
    const buffered = new Uint8Array(size);
    let offset = 0;
    for (const chunk of chunks) {
      buffered.set(chunk, offset);
      offset += chunk.byteLength;
    }
    c.req.raw = new Request(c.req.raw, { body: buffered });
    return next();
  };
}
