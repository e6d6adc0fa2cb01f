import { lookup as dnsLookup } from 'node:dns/promises';
import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import net, { type LookupFunction } from 'node:net';
import { isRefusal, refusal, type Refusal } from '../http/refusal';
import { imageDimensions } from '../files/image-dimensions';
import { NO_PRIVATE, refusalOf, type AllowPrivate } from './address-policy';

/** A host name's addresses (dns.lookup by default; tests give fixed answers). */
export type Resolve = (host: string) => Promise<ReadonlyArray<{ address: string; family: number }>>;

export interface RemoteImageLimits {
  readonly allowPrivate: AllowPrivate;
  /** The whole exchange, redirects and body included. */
  readonly timeoutMs: number;
  readonly maxBytes: number;
  readonly maxRedirects: number;
  readonly resolve: Resolve;
}

export const DEFAULT_LIMITS: RemoteImageLimits = {
  allowPrivate: NO_PRIVATE,
  timeoutMs: 15_000,
  maxBytes: 25 * 1024 * 1024,
  maxRedirects: 3,
  resolve: (host) => dnsLookup(host, { all: true, verbatim: true }),
};

export interface RemoteImage {
  readonly contentType: string;
  readonly contentLength: number | null;
  readonly width: number | null;
  readonly height: number | null;
  /** The bytes (GET); null for HEAD. */
  readonly body: Uint8Array | null;
}

const MAX_URL_LENGTH = 4096;
const REDIRECTS = new Set([301, 302, 303, 307, 308]);

/** The address to fetch, as the proxy accepts it: absolute http(s), no credentials. */
export function parseImageAddress(raw: string | undefined): URL | Refusal {
  if (!raw) return refusal(400, 'Invalid request: the query parameter url (the image address) is required');
  if (raw.length > MAX_URL_LENGTH) return refusal(400, `Invalid request: the image address is longer than ${MAX_URL_LENGTH} characters`);
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return refusal(400, 'Invalid request: url is not an absolute address');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    return refusal(400, `Invalid request: only http and https image addresses are fetched, not ${url.protocol.replace(/:$/, '')}`);
  if (url.username || url.password) return refusal(400, 'Invalid request: image addresses with a user name or password are not fetched');
  return url;
}

/**
 * Resolves the host once, refuses any address that is not public (unless allowed), and answers the
 * one address the request will then connect to: the connection is pinned to it, so a second DNS
 * answer cannot point it elsewhere (no rebinding window).
 */
async function pinnedAddress(url: URL, limits: RemoteImageLimits): Promise<{ address: string; family: number } | Refusal> {
  const host = url.hostname.replace(/^\[|\]$/g, '');
  let addresses: ReadonlyArray<{ address: string; family: number }>;
  if (net.isIP(host)) addresses = [{ address: host, family: net.isIP(host) }];
  else {
    try {
      addresses = await limits.resolve(host);
    } catch {
      return refusal(400, `The image address's host ${host} could not be resolved`);
    }
  }
  if (addresses.length === 0) return refusal(400, `The image address's host ${host} could not be resolved`);
  // Every answer must be allowed: refusing only some would let a round-robin answer slip through.
  for (const { address } of addresses) {
    const kind = refusalOf(address, limits.allowPrivate);
    if (kind !== null) return refusal(403, `Refused: the image address's host ${host} is a ${kind} address (${address}), not a public one`);
  }
  return addresses[0]!;
}

function requestPinned(url: URL, method: 'GET' | 'HEAD', pinned: { address: string; family: number }, signal: AbortSignal): Promise<IncomingMessage> {
  const lookup = ((_host: string, options: { all?: boolean }, callback: (...args: unknown[]) => void) => {
    if (options.all) callback(null, [pinned]);
    else callback(null, pinned.address, pinned.family);
  }) as unknown as LookupFunction;
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    // A fresh set of headers: nothing of the shopper's request (cookies, authorization) is forwarded.
    const request = client.request(url, {
      method,
      lookup,
      agent: false,
      signal,
      headers: { accept: 'image/*', 'user-agent': 'TilePix-image-proxy/1.0' },
    });
    request.once('response', resolve);
    request.once('error', reject);
    request.end();
  });
}

/** The body, or the size refusal as soon as it passes `maxBytes`; rejects only for a broken connection. */
function readCapped(response: IncomingMessage, maxBytes: number): Promise<Uint8Array | Refusal> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    response.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > maxBytes) {
        // Settled first: the destroy's own 'aborted'/'error' then find the promise settled.
        resolve(tooLarge(maxBytes));
        response.destroy();
        return;
      }
      chunks.push(chunk);
    });
    response.once('end', () => resolve(new Uint8Array(Buffer.concat(chunks))));
    response.once('error', reject);
    response.once('aborted', () => reject(new Error('aborted')));
  });
}

/** The one answer for an address that could not be reached, whatever the network said. */
export const UNREACHABLE = 'The image address could not be reached';

const tooLarge = (maxBytes: number): Refusal => refusal(413, `Refused: the image is larger than ${Math.round(maxBytes / (1024 * 1024))} MB`);

/**
 * GET or HEAD of an image on another site, within the proxy's limits: public addresses only (each
 * redirect re-checked), at most `maxRedirects` redirects, a timeout over the whole exchange, a size
 * cap (aborted as soon as it is passed) and image/* answers only. Every refusal is returned as a value.
 */
export async function fetchRemoteImage(start: URL, method: 'GET' | 'HEAD', limits: RemoteImageLimits = DEFAULT_LIMITS): Promise<RemoteImage | Refusal> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), limits.timeoutMs);
  try {
    let url = start;
    for (let redirects = 0; ; redirects++) {
      const pinned = await pinnedAddress(url, limits);
      if (isRefusal(pinned)) return pinned;
      let response: IncomingMessage;
      try {
        response = await requestPinned(url, method, pinned, controller.signal);
      } catch {
        if (controller.signal.aborted) return timedOut(limits);
        // Never the connect error itself: it names addresses and ports of the server's own network.
        return refusal(502, UNREACHABLE);
      }
      const status = response.statusCode ?? 0;
      if (REDIRECTS.has(status) && response.headers.location) {
        response.resume();
        if (redirects >= limits.maxRedirects) return refusal(400, `Refused: the image address redirected more than ${limits.maxRedirects} times`);
        let next: URL;
        try {
          next = new URL(response.headers.location, url);
        } catch {
          return refusal(502, 'The image address redirected to an invalid address');
        }
        if (next.protocol !== 'http:' && next.protocol !== 'https:')
          return refusal(400, `Refused: the image address redirected to a ${next.protocol.replace(/:$/, '')} address`);
        url = next;
        continue;
      }
      if (status < 200 || status > 299) {
        response.resume();
        if (status === 404 || status === 410) return refusal(404, `The image address answered HTTP ${status}: no image there`);
        return refusal(502, `The image address answered HTTP ${status}`);
      }
      const contentType = (response.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
      if (!contentType.startsWith('image/')) {
        response.resume();
        return refusal(415, `Refused: the address is not an image (content type ${contentType || 'missing'})`);
      }
      const declared = response.headers['content-length'] === undefined ? null : Number(response.headers['content-length']);
      if (declared !== null && Number.isFinite(declared) && declared > limits.maxBytes) {
        response.destroy();
        return tooLarge(limits.maxBytes);
      }
      const headerSize = {
        width: positiveInt(response.headers['x-amz-meta-width']),
        height: positiveInt(response.headers['x-amz-meta-height']),
      };
      if (method === 'HEAD') {
        response.resume();
        return { contentType, contentLength: declared, ...bothOrNeither(headerSize), body: null };
      }
      let body: Uint8Array | Refusal;
      try {
        body = await readCapped(response, limits.maxBytes);
      } catch {
        if (controller.signal.aborted) return timedOut(limits);
        return refusal(502, 'The image address closed the connection before the whole image arrived');
      }
      if (isRefusal(body)) return body;
      const size = imageDimensions(body) ?? bothOrNeither(headerSize);
      return { contentType, contentLength: body.length, width: size.width, height: size.height, body };
    }
  } finally {
    clearTimeout(timer);
  }
}

const timedOut = (limits: RemoteImageLimits): Refusal => refusal(504, `The image address did not answer within ${Math.round(limits.timeoutMs / 1000)} seconds`);

function positiveInt(value: string | string[] | undefined): number | null {
  const n = Number(Array.isArray(value) ? value[0] : value);
  return Number.isInteger(n) && n > 0 ? n : null;
}

function bothOrNeither(size: { width: number | null; height: number | null }): { width: number | null; height: number | null } {
  return size.width !== null && size.height !== null ? size : { width: null, height: null };
}
