/**
 * The storefront's page-by-handle document (SPEC §7), in a file of its own with no imports: the cart's
 * phone banner loads it without the cart's documents (issue 27), and the documents' list and the e2e
 * specs (plain Node ESM, which cannot resolve `fp-ts/Either`) read it without the adapter.
 */
export const PAGE_QUERY = /* GraphQL */ `
  query page($handle: String!) {
    page(handle: $handle) {
      id
      handle
      title
      body
    }
  }
`;
