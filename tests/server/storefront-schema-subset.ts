import { specifiedDirectives } from 'graphql';
import type { IntrospectionField, IntrospectionInputValue, IntrospectionQuery, IntrospectionType, IntrospectionTypeRef } from 'graphql';

const typeString = (ref: IntrospectionTypeRef): string =>
  ref.kind === 'NON_NULL' ? `${typeString(ref.ofType)}!` : ref.kind === 'LIST' ? `[${typeString(ref.ofType)}]` : ref.name;

const inputValues = (ours: readonly IntrospectionInputValue[], theirs: readonly IntrospectionInputValue[], where: string, problems: string[]): void => {
  for (const a of ours) {
    const s = theirs.find((x) => x.name === a.name);
    if (!s) problems.push(`${where}: Shopify has no ${a.name}`);
    else if (typeString(a.type) !== typeString(s.type)) problems.push(`${where}.${a.name}: ours ${typeString(a.type)}, Shopify's ${typeString(s.type)}`);
    else if ((a.defaultValue ?? null) !== (s.defaultValue ?? null)) problems.push(`${where}.${a.name}: default ${a.defaultValue}, Shopify's ${s.defaultValue}`);
  }
  // Leaving out a required one would refuse documents Shopify accepts.
  for (const s of theirs)
    if (s.type.kind === 'NON_NULL' && s.defaultValue === null && !ours.some((a) => a.name === s.name)) problems.push(`${where}: Shopify requires ${s.name}`);
};

const names = (list: readonly { name: string }[] | null | undefined): string[] => (list ?? []).map((x) => x.name);

/**
 * Where our introspected schema is not a strict subset of Shopify's: every type, field, argument, input
 * field and directive we have exists in Shopify's with the same kind, type, nullability and default;
 * enums, unions, interfaces and implementations may hold fewer members, never others. [] when it is.
 */
export function subsetProblems(ours: IntrospectionQuery, shopify: IntrospectionQuery): string[] {
  const problems: string[] = [];
  const theirs = new Map(shopify.__schema.types.map((t) => [t.name, t]));
  if (ours.__schema.queryType.name !== shopify.__schema.queryType.name) problems.push('query root type differs');
  if (ours.__schema.mutationType?.name !== shopify.__schema.mutationType?.name) problems.push('mutation root type differs');
  for (const t of ours.__schema.types) {
    if (t.name.startsWith('__')) continue;
    const s = theirs.get(t.name) as IntrospectionType | undefined;
    if (!s) {
      problems.push(`${t.name}: not in Shopify's schema`);
      continue;
    }
    if (s.kind !== t.kind) {
      problems.push(`${t.name}: ours is ${t.kind}, Shopify's ${s.kind}`);
      continue;
    }
    if ((t.kind === 'OBJECT' || t.kind === 'INTERFACE') && (s.kind === 'OBJECT' || s.kind === 'INTERFACE')) {
      for (const f of t.fields) {
        const sf = s.fields.find((x) => x.name === f.name) as IntrospectionField | undefined;
        if (!sf) problems.push(`${t.name}.${f.name}: Shopify has no such field`);
        else {
          if (typeString(f.type) !== typeString(sf.type)) problems.push(`${t.name}.${f.name}: ours ${typeString(f.type)}, Shopify's ${typeString(sf.type)}`);
          inputValues(f.args, sf.args, `${t.name}.${f.name}()`, problems);
        }
      }
      for (const i of names(t.interfaces)) if (!names(s.interfaces).includes(i)) problems.push(`${t.name} implements ${i}; Shopify's does not`);
    }
    if (t.kind === 'INTERFACE' && s.kind === 'INTERFACE')
      for (const p of names(t.possibleTypes)) if (!names(s.possibleTypes).includes(p)) problems.push(`${t.name}: ${p} is not among Shopify's implementations`);
    if (t.kind === 'UNION' && s.kind === 'UNION')
      for (const p of names(t.possibleTypes)) if (!names(s.possibleTypes).includes(p)) problems.push(`${t.name}: ${p} is not among Shopify's members`);
    if (t.kind === 'ENUM' && s.kind === 'ENUM')
      for (const v of names(t.enumValues)) if (!names(s.enumValues).includes(v)) problems.push(`${t.name}.${v}: not one of Shopify's values`);
    if (t.kind === 'INPUT_OBJECT' && s.kind === 'INPUT_OBJECT') inputValues(t.inputFields, s.inputFields, t.name, problems);
  }
  for (const d of ours.__schema.directives) {
    // The GraphQL spec's own directives are graphql-js's (it allows @deprecated in more places than Shopify's server lists).
    if (specifiedDirectives.some((s) => s.name === d.name)) continue;
    const sd = shopify.__schema.directives.find((x) => x.name === d.name);
    if (!sd) problems.push(`@${d.name}: not in Shopify's schema`);
    else {
      inputValues(d.args, sd.args, `@${d.name}`, problems);
      for (const l of d.locations) if (!sd.locations.includes(l)) problems.push(`@${d.name} on ${l}: not where Shopify allows it`);
    }
  }
  return problems;
}
