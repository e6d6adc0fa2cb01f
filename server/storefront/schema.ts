import { buildSchema, type GraphQLSchema } from 'graphql';
import { SELECTIONS, type ApiVersion } from './versions/selection';
import { STOREFRONT_SDL_2024_04 } from './versions/schema-2024-04';
import { STOREFRONT_SDL_2026_04 } from './versions/schema-2026-04';

export type { ApiVersion };

/**
 * The Storefront API versions served, each with Shopify's own schema of that version cut down to what
 * TilePix implements (`versions/`): 2024-04 for the spec's card checkout (the Checkout API ends there),
 * 2026-04 (the current stable version) for the cart API a Hydrogen storefront uses. One root value
 * answers both: a field a version does not have is never asked for.
 */
export const API_VERSIONS = Object.keys(SELECTIONS) as ApiVersion[];

const SDL: Record<ApiVersion, string> = { '2024-04': STOREFRONT_SDL_2024_04, '2026-04': STOREFRONT_SDL_2026_04 };

export const isApiVersion = (value: string): value is ApiVersion => (API_VERSIONS as string[]).includes(value);

const schemas = new Map<ApiVersion, GraphQLSchema>();

/** The executable schema of a version (built once; resolvers come from the root value). */
export function storefrontSchema(version: ApiVersion): GraphQLSchema {
  let schema = schemas.get(version);
  if (!schema) {
    schema = buildSchema(SDL[version]);
    schemas.set(version, schema);
  }
  return schema;
}
