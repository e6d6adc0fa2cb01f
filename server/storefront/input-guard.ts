import { BREAK, Kind, parse, visit, type DocumentNode } from 'graphql';
import { jsonInputProblem, stringProblem } from '../http/json-input';

/**
 * The storefront's decode boundary for strings (DESIGN §6, the same rule as the main API's
 * `decodeJsonBody`): no U+0000 in the variables or in a string literal of the document (GraphQL
 * decodes `"\u0000"` in a literal to the character itself), no unpaired UTF-16 surrogate (`"\ud800"`)
 * in either, and variables no deeper than JSON
 * bodies may be. Returns what is wrong, or null. A document that does not parse is left to
 * graphql's own syntax error.
 */
export function storefrontInputProblem(query: string, variables: unknown): string | null {
  const problem = jsonInputProblem(variables ?? null, 'variables');
  if (problem) return problem;
  let document: DocumentNode;
  try {
    document = parse(query);
  } catch {
    return null;
  }
  let found: string | null = null;
  visit(document, {
    [Kind.STRING]: (node) => {
      found = stringProblem(node.value, `a string literal of the query (line ${node.loc?.startToken.line ?? '?'})`);
      return found === null ? undefined : BREAK;
    },
  });
  return found;
}
