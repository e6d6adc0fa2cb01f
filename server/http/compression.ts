import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { MiddlewareHandler } from 'hono';

export type Encoding = 'br' | 'gzip';

/** The encoding to answer with: brotli when the client takes it, else gzip, else none. */
export function negotiate(acceptEncoding: string | undefined): Encoding | null {
  const accepted = (acceptEncoding ?? '')
    .split(',')
    .map((part) => part.trim().split(';'))
    .filter(([, q]) => !q || !/^q=0(\.0+)?$/.test(q.trim()))
    .map(([name]) => name?.trim().toLowerCase());
  if (accepted.includes('br')) return 'br';
  if (accepted.includes('gzip')) return 'gzip';
  return null;
}

/** On-the-fly compression: fast settings (brotli 5, gzip 6); assets are compressed at build time instead. */
export function compress(body: Uint8Array, encoding: Encoding): Buffer {
  return encoding === 'br'
    ? brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } })
    : gzipSync(body, { level: 6 });
}

/** Below this, compressing costs more than it saves. */
export const MIN_COMPRESS_BYTES = 1024;

/** Compresses JSON answers over 1 KB (API reads: products, catalogue) for clients that accept it. */
export function compressJson(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const res = c.res;
    if (!res.body || res.headers.has('Content-Encoding') || !res.headers.get('Content-Type')?.includes('application/json')) return;
    const encoding = negotiate(c.req.header('Accept-Encoding'));
    res.headers.append('Vary', 'Accept-Encoding');
    if (!encoding) return;
    const body = new Uint8Array(await res.clone().arrayBuffer());
    if (body.length < MIN_COMPRESS_BYTES) return;
    const headers = new Headers(res.headers);
    headers.set('Content-Encoding', encoding);
    headers.delete('Content-Length');
    c.res = new Response(new Uint8Array(compress(body, encoding)), { status: res.status, statusText: res.statusText, headers });
  };
}
