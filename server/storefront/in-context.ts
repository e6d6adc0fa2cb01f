import { getDirectiveValues, getOperationAST, getVariableValues, type DocumentNode, type GraphQLSchema } from 'graphql';

/** Shopify's `@inContext(country, language)` on an operation: whose market the answer is for. */
export interface InContext {
  /** A CountryCode, or null (not given, or ZZ: unknown, as hydrogen-react sends by default). */
  readonly country: string | null;
  readonly language: string | null;
}

/**
 * Reads `@inContext` of the operation that runs, with its variables (and their defaults) applied.
 * Variables that do not coerce are execution's error to report: the context is then empty.
 */
export function inContextOf(
  schema: GraphQLSchema,
  document: DocumentNode,
  operationName: string | undefined,
  variables: Record<string, unknown> | undefined,
): InContext {
  const none: InContext = { country: null, language: null };
  const operation = getOperationAST(document, operationName);
  const directive = schema.getDirective('inContext');
  if (!operation || !directive) return none;
  const coerced = getVariableValues(schema, operation.variableDefinitions ?? [], variables ?? {});
  if (coerced.errors) return none;
  const values = getDirectiveValues(directive, operation, coerced.coerced);
  const country = typeof values?.country === 'string' && values.country !== 'ZZ' ? values.country : null;
  const language = typeof values?.language === 'string' ? values.language : null;
  return { country, language };
}
