import { isLeft, left, right, type Either } from 'fp-ts/Either';
import type { StorefrontFailure } from '../../application/ports/storefront-cart';
import * as t from 'io-ts';
import { nullable } from '../../contract/nullable';
import { DEFAULT_TIMEOUT_MS, GraphQLTransport, type TransportAuth } from './graphql-transport';
import { PAGE_QUERY } from './page-document';
import type { StorefrontEndpoint } from './storefront-endpoint';

/** The page read's answer (its own: the cart's codecs stay out of the banner's chunk). */
const PageQueryDataCodec = t.type({ page: nullable(t.type({ title: t.string, body: t.string })) });

/**
 * The storefront's page-by-handle read (SPEC §7), on its own: the cart's phone banner (SPEC §2) reads
 * a page on every visit to /cart, and this much loads for it instead of the whole cart adapter and its
 * documents (issue 27's JS budget). `GraphQLStorefrontCart.getPage` is this same read.
 */
export async function readStorefrontPage(
  transport: GraphQLTransport,
  handle: string,
): Promise<Either<StorefrontFailure, { readonly title: string; readonly body: string } | null>> {
  const result = await transport.send(PAGE_QUERY, { handle }, PageQueryDataCodec);
  if (isLeft(result)) return left({ code: result.left.code, message: `Page query failed: ${result.left.message}` });
  const page = result.right.page;
  return right(page ? { title: page.title, body: page.body } : null);
}

/** The page read over its own transport (the cart's timeout), for the composition root's lazy StorefrontCart. */
export function storefrontPages(endpoint: StorefrontEndpoint, sleep: (ms: number) => Promise<void>, auth?: TransportAuth) {
  const transport = new GraphQLTransport(endpoint, { sleep, timeoutMs: DEFAULT_TIMEOUT_MS }, auth);
  return { getPage: (handle: string) => readStorefrontPage(transport, handle) };
}
