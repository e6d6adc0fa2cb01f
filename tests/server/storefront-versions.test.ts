import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { buildClientSchema, introspectionFromSchema, parse, validate, type IntrospectionQuery } from 'graphql';
import { describe, expect, it } from 'vitest';
import * as documents from '../../src/adapters/storefront/documents';
import { STOREFRONT_API_VERSION } from '../../src/contract/storefront-token';
import { API_VERSIONS, storefrontSchema, type ApiVersion } from '../../server/storefront/schema';
import { SELECTIONS } from '../../server/storefront/versions/selection';
import { subsetSdl } from '../../server/storefront/versions/subset';
import { STOREFRONT_SDL_2024_04 } from '../../server/storefront/versions/schema-2024-04';
import { STOREFRONT_SDL_2026_04 } from '../../server/storefront/versions/schema-2026-04';
import { HYDROGEN_CART_DOCUMENTS, hydrogenCart, hydrogenDocument } from '../support/hydrogen-cart-documents';
import { subsetProblems } from './storefront-schema-subset';

const vendored = (version: ApiVersion): string => readFileSync(new URL(`../../vendor/shopify/storefront-${version}.schema.json`, import.meta.url), 'utf8');
const shopify = (version: ApiVersion): IntrospectionQuery => JSON.parse(vendored(version)) as IntrospectionQuery;
const ours = (version: ApiVersion): IntrospectionQuery => introspectionFromSchema(storefrontSchema(version));

/** Every GraphQL document the client sends: each string export of documents.ts that is an operation. */
const clientDocuments = Object.entries(documents).filter((e): e is [string, string] => typeof e[1] === 'string' && /^\s*(query|mutation)\b/.test(e[1]));

/** hydrogen-react's cart documents (the ones its CartProvider sends), with its default cart fragment. */
const hydrogenDocuments = HYDROGEN_CART_DOCUMENTS.map((name) => [name, hydrogenDocument(name)] as const);

describe('Storefront API versions (issue 34)', () => {
  it("vendors Shopify's schemas unchanged: the 2026-04 one is hydrogen-react's own, byte for byte, and both hash as the README says", () => {
    const installed = readFileSync(new URL('../../node_modules/@shopify/hydrogen-react/storefront.schema.json', import.meta.url), 'utf8');
    expect(vendored('2026-04') === installed).toBe(true);
    const readme = readFileSync(new URL('../../vendor/shopify/README.md', import.meta.url), 'utf8');
    for (const version of API_VERSIONS) {
      const sha = createHash('sha256')
        .update(readFileSync(new URL(`../../vendor/shopify/storefront-${version}.schema.json`, import.meta.url)))
        .digest('hex');
      expect(readme).toContain(`\`storefront-${version}.schema.json\` | ${version} |`);
      expect(readme).toContain(sha);
    }
  });

  it('serves 2024-04 and 2026-04, and the client targets 2024-04 (its card checkout is gone after it)', () => {
    expect(API_VERSIONS).toEqual(['2024-04', '2026-04']);
    expect(STOREFRONT_API_VERSION).toBe('2024-04');
  });

  it.each(API_VERSIONS)("serves, for %s, a strict subset of Shopify's schema of that version", (version) => {
    const problems = subsetProblems(ours(version), shopify(version));
    expect(problems).toEqual([]);
  });

  it('the served SDL files are what the generator makes from the vendored schemas (run scripts/generate-storefront-schemas.ts after a selection change)', () => {
    const generated: Record<ApiVersion, string> = { '2024-04': STOREFRONT_SDL_2024_04, '2026-04': STOREFRONT_SDL_2026_04 };
    for (const version of API_VERSIONS) expect(generated[version].trim()).toBe(subsetSdl(shopify(version), SELECTIONS[version]).trim());
  });

  it('the subset checker finds what differs: a field Shopify types otherwise, one it lacks, an enum value it lacks, a required argument left out', () => {
    const theirs = shopify('2024-04');
    const mutated = JSON.parse(JSON.stringify(ours('2024-04'))) as {
      __schema: {
        types: Array<{ name: string; fields?: Array<{ name: string; type: unknown; args: Array<{ name: string }> }>; enumValues?: Array<{ name: string }> }>;
      };
    };
    const type = (name: string) => mutated.__schema.types.find((t) => t.name === name)!;
    type('QueryRoot').fields!.find((f) => f.name === 'page')!.args[0]!.name = 'slug';
    type('Cart').fields!.find((f) => f.name === 'note')!.type = { kind: 'NON_NULL', name: null, ofType: { kind: 'SCALAR', name: 'String', ofType: null } };
    type('Cart').fields!.push({ ...type('Cart').fields![0]!, name: 'tilepixOnly' });
    type('CurrencyCode').enumValues!.push({ name: 'XTP' });
    type('Mutation').fields!.find((f) => f.name === 'cartLinesAdd')!.args = [];
    expect(subsetProblems(mutated as never, theirs)).toEqual([
      'QueryRoot.page(): Shopify has no slug',
      'Mutation.cartLinesAdd(): Shopify requires cartId',
      'Mutation.cartLinesAdd(): Shopify requires lines',
      "CurrencyCode.XTP: not one of Shopify's values",
      "Cart.note: ours String!, Shopify's String",
      'Cart.tilepixOnly: Shopify has no such field',
    ]);
  });

  it("the selection is checked against Shopify's schema: a field or a type it lacks, a left-out required argument are refused", () => {
    const theirs = shopify('2026-04');
    expect(() => subsetSdl(theirs, 'QueryRoot: cart(id) checkoutOf(id)\nCart: id')).toThrow('QueryRoot has no checkoutOf');
    expect(() => subsetSdl(theirs, 'QueryRoot: cart\nCart: id')).toThrow('QueryRoot.cart requires argument id');
    expect(() => subsetSdl(theirs, 'QueryRoot: cart(id)\nCart: id\nCheckout: id')).toThrow("Shopify's schema has no type Checkout");
    expect(() => subsetSdl(theirs, 'QueryRoot: cart(id)\nCart: id cost')).toThrow('Cart.cost needs CartCost, which is not kept');
  });

  it.each(clientDocuments)("the client's %s is valid against Shopify's own schema of the version it targets", (_, document) => {
    const errors = validate(buildClientSchema(shopify(STOREFRONT_API_VERSION as ApiVersion)), parse(document));
    expect(errors.map((e) => e.message)).toEqual([]);
  });

  it('finds every document the client sends (a new one in documents.ts is checked without listing it)', () => {
    expect(clientDocuments.map(([name]) => name)).toEqual(
      expect.arrayContaining(['CART_CREATE', 'CART_QUERY', 'CHECKOUT_COMPLETE_WITH_CREDIT_CARD_V2', 'PAYMENT_QUERY']),
    );
    expect(clientDocuments.length).toBeGreaterThanOrEqual(15);
  });

  it('checks every cart document hydrogen-react has (a new one in a later release joins the list)', () => {
    expect(
      Object.keys(hydrogenCart)
        .filter((k) => k !== 'defaultCartFragment')
        .sort(),
    ).toEqual([...HYDROGEN_CART_DOCUMENTS].sort());
  });

  it.each(hydrogenDocuments)("hydrogen-react's %s is valid against our 2026-04 schema as against Shopify's", (_, document) => {
    expect(validate(buildClientSchema(shopify('2026-04')), parse(document)).map((e) => e.message)).toEqual([]);
    expect(validate(storefrontSchema('2026-04'), parse(document)).map((e) => e.message)).toEqual([]);
  });

  it('the version selects the schema: the card checkout only in 2024-04, cart warnings only in 2026-04', () => {
    const checkout = parse('mutation { checkoutCompleteFree(checkoutId: "x") { checkoutUserErrors { message } } }');
    expect(validate(storefrontSchema('2024-04'), checkout)).toEqual([]);
    expect(validate(storefrontSchema('2026-04'), checkout).map((e) => e.message)).toEqual(['Cannot query field "checkoutCompleteFree" on type "Mutation".']);
    const warnings = parse('mutation { cartNoteUpdate(cartId: "x", note: "n") { warnings { code } } }');
    expect(validate(storefrontSchema('2026-04'), warnings)).toEqual([]);
    expect(validate(storefrontSchema('2024-04'), warnings).map((e) => e.message)).toEqual(['Cannot query field "warnings" on type "CartNoteUpdatePayload".']);
  });
});
