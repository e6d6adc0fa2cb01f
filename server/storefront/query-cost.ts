import { GraphQLError, Kind, type ASTVisitor, type FragmentDefinitionNode, type SelectionSetNode, type ValidationContext, type ValidationRule } from 'graphql';

/** What one GraphQL request may ask for: every field counts once per place it lands after fragments are expanded. */
export interface QueryCostLimits {
  /** Fields at the root of an operation (each is one lookup: `node`, `cart`, a mutation…). */
  readonly maxRootFields: number;
  /** Aliased fields anywhere (aliases are how one request repeats a lookup). */
  readonly maxAliases: number;
  /** Selections in all, fields and fragments (the client's largest document, the cart fragment, has about 50). */
  readonly maxFields: number;
}

/** Generous for the client's documents (one root field, no aliases), tight for a script guessing ids. */
export const DEFAULT_QUERY_COST: QueryCostLimits = { maxRootFields: 5, maxAliases: 10, maxFields: 500 };

interface Cost {
  root: number;
  aliases: number;
  fields: number;
}

/**
 * A validation rule measuring each operation with fragments expanded (a fragment spread ten times costs
 * ten times) and refusing one over the limits with MAX_COMPLEXITY_EXCEEDED, before anything runs.
 */
export const queryCostRule =
  (limits: QueryCostLimits = DEFAULT_QUERY_COST): ValidationRule =>
  (context: ValidationContext): ASTVisitor => {
    const fragments = new Map<string, FragmentDefinitionNode>();
    for (const d of context.getDocument().definitions) if (d.kind === Kind.FRAGMENT_DEFINITION) fragments.set(d.name.value, d);
    // Stops at fields over the cap so a deeply nested or cyclic document costs little to measure.
    const measure = (set: SelectionSetNode, depth: number, cost: Cost, spreading: ReadonlySet<string>): void => {
      for (const selection of set.selections) {
        if (cost.fields > limits.maxFields) return;
        // Spreads and inline fragments count too: a chain of field-less fragments must not cost nothing.
        cost.fields += 1;
        if (selection.kind === Kind.FIELD) {
          if (depth === 0) cost.root += 1;
          if (selection.alias) cost.aliases += 1;
          if (selection.selectionSet) measure(selection.selectionSet, depth + 1, cost, spreading);
        } else if (selection.kind === Kind.INLINE_FRAGMENT) {
          measure(selection.selectionSet, depth, cost, spreading);
        } else {
          const fragment = fragments.get(selection.name.value);
          // Unknown fragments and cycles are other rules' errors.
          if (fragment && !spreading.has(fragment.name.value)) measure(fragment.selectionSet, depth, cost, new Set([...spreading, fragment.name.value]));
        }
      }
    };
    return {
      OperationDefinition(node) {
        const cost: Cost = { root: 0, aliases: 0, fields: 0 };
        measure(node.selectionSet, 0, cost, new Set());
        // Counting stops past the field cap, so the messages name the limit, not a (partial) count.
        const over =
          cost.root > limits.maxRootFields
            ? `Query has too many root fields (at most ${limits.maxRootFields}).`
            : cost.aliases > limits.maxAliases
              ? `Query has too many aliases (at most ${limits.maxAliases}).`
              : cost.fields > limits.maxFields
                ? `Query has too many fields (at most ${limits.maxFields}).`
                : null;
        if (over) context.reportError(new GraphQLError(over, { nodes: [node], extensions: { code: 'MAX_COMPLEXITY_EXCEEDED' } }));
      },
    };
  };
