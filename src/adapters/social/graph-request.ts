import { isLeft, left, right, type Either } from 'fp-ts/Either';
import type * as t from 'io-ts';
import type { SocialFailure } from '../../application/ports/social-albums';
import { describeDecodeErrors } from '../../contract/decode-errors';
import { GraphErrorCodec } from './graph-codecs';

/** One Graph API GET, decoded; Graph errors become tagged failures (190 = expired token, 4/17/32/613 = throttled). */
export async function graphGet<A>(url: URL, codec: t.Decoder<unknown, A>, fetchImpl: typeof fetch): Promise<Either<SocialFailure, A>> {
  let response: Response;
  try {
    response = await fetchImpl(url, { headers: { accept: 'application/json' } });
  } catch (error) {
    return left({ code: 'social/network', message: error instanceof Error ? error.message : 'network error' });
  }
  let json: unknown;
  try {
    json = await response.json();
  } catch {
    return left({ code: 'social/decode', message: `${url.pathname}: HTTP ${response.status}, not JSON` });
  }
  if (!response.ok || GraphErrorCodec.is(json)) {
    const error = GraphErrorCodec.is(json) ? json.error : { message: `HTTP ${response.status}` };
    const code = 'code' in error ? error.code : undefined;
    const tag: SocialFailure['code'] =
      code === 190 || response.status === 401
        ? 'social/auth'
        : code === 4 || code === 17 || code === 32 || code === 613 || response.status === 429
          ? 'social/rate-limited'
          : 'social/api';
    return left({ code: tag, message: error.message });
  }
  const decoded = codec.decode(json);
  return isLeft(decoded) ? left({ code: 'social/decode', message: `${url.pathname}: ${describeDecodeErrors(decoded.left)[0]}` }) : right(decoded.right);
}
