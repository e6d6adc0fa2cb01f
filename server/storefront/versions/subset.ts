import {
  buildClientSchema,
  printSchema,
  type IntrospectionEnumType,
  type IntrospectionField,
  type IntrospectionInputObjectType,
  type IntrospectionInputValue,
  type IntrospectionInterfaceType,
  type IntrospectionObjectType,
  type IntrospectionQuery,
  type IntrospectionType,
  type IntrospectionTypeRef,
  type IntrospectionUnionType,
} from 'graphql';

/** One line of a selection: the names kept of a type (fields, input fields, enum values or union members) and their arguments. */
type Kept = Map<string, readonly string[]>;

// @defer and @stream are left out: the server answers in one piece.
const BUILT_IN_DIRECTIVES = new Set(['include', 'skip', 'deprecated', 'specifiedBy', 'oneOf']);

/** Parses `Type: a b(x y) *` lines into type → kept names (with their arguments); repeated types merge. */
export function parseSelection(text: string): Map<string, Kept> {
  const selection = new Map<string, Kept>();
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (line === '') continue;
    const colon = line.indexOf(':');
    if (colon < 1) throw new Error(`Selection line without "Type:": ${line}`);
    const name = line.slice(0, colon).trim();
    const kept = selection.get(name) ?? new Map<string, readonly string[]>();
    for (const item of line.slice(colon + 1).matchAll(/([A-Za-z_*][A-Za-z0-9_]*)(?:\(([^)]*)\))?/g)) {
      kept.set(item[1] as string, item[2] ? item[2].trim().split(/\s+/) : []);
    }
    selection.set(name, kept);
  }
  return selection;
}

const named = (ref: IntrospectionTypeRef): string => ('ofType' in ref && ref.ofType ? named(ref.ofType) : (ref as { name: string }).name);
const required = (v: IntrospectionInputValue): boolean => v.type.kind === 'NON_NULL' && v.defaultValue === null;

/**
 * Shopify's schema (an introspection result) cut down to a selection: only the listed types, fields,
 * arguments, input fields, enum values and union members, each exactly as Shopify declares it, without
 * descriptions. Throws, listing every problem, when the selection names something Shopify's version does
 * not have, leaves out a required argument or input field, or keeps a field whose type it does not keep.
 */
export function subsetIntrospection(shopify: IntrospectionQuery, selectionText: string): IntrospectionQuery {
  const selection = parseSelection(selectionText);
  const problems: string[] = [];
  const byName = new Map(shopify.__schema.types.map((t) => [t.name, t]));
  const keptTypes = new Set([...selection.keys()].filter((n) => !n.startsWith('@')));
  const referenced = new Set<string>();
  const refer = (ref: IntrospectionTypeRef, where: string): void => {
    const name = named(ref);
    const type = byName.get(name);
    if (type?.kind === 'SCALAR') keptTypes.add(name);
    else if (!keptTypes.has(name)) problems.push(`${where} needs ${name}, which is not kept`);
    referenced.add(name);
  };
  const args = (list: readonly IntrospectionInputValue[], keep: readonly string[], where: string): IntrospectionInputValue[] => {
    for (const a of keep) if (!list.some((x) => x.name === a)) problems.push(`${where} has no argument ${a}`);
    for (const a of list) if (required(a) && !keep.includes(a.name)) problems.push(`${where} requires argument ${a.name}`);
    const kept = list.filter((a) => keep.includes(a.name)).map((a) => ({ ...a, description: null }));
    for (const a of kept) refer(a.type, `${where}(${a.name})`);
    return kept;
  };
  const pick = <T extends { name: string }>(list: readonly T[], keep: Kept, where: string): T[] => {
    for (const name of keep.keys()) if (name !== '*' && !list.some((x) => x.name === name)) problems.push(`${where} has no ${name}`);
    return list.filter((x) => keep.has('*') || keep.has(x.name));
  };

  const types: IntrospectionType[] = [];
  for (const [name, keep] of selection) {
    if (name.startsWith('@')) continue;
    const type = byName.get(name);
    if (!type) {
      problems.push(`Shopify's schema has no type ${name}`);
      continue;
    }
    const strip = { description: null };
    if (type.kind === 'OBJECT' || type.kind === 'INTERFACE') {
      const fields = pick(type.fields, keep, name).map((f): IntrospectionField => {
        refer(f.type, `${name}.${f.name}`);
        return { ...f, ...strip, args: args(f.args, keep.get(f.name) ?? [], `${name}.${f.name}`) };
      });
      const interfaces = type.interfaces.filter((i) => selection.has(i.name));
      // An implementation of a kept interface is reachable through it (a fragment on CartLine).
      if (interfaces.length > 0) referenced.add(name);
      if (type.kind === 'OBJECT') types.push({ ...(type as IntrospectionObjectType), ...strip, fields, interfaces });
      else {
        const possibleTypes = (type as IntrospectionInterfaceType).possibleTypes.filter((p) => selection.has(p.name));
        types.push({ ...(type as IntrospectionInterfaceType), ...strip, fields, interfaces, possibleTypes });
      }
    } else if (type.kind === 'INPUT_OBJECT') {
      const inputFields = pick(type.inputFields, keep, name).map((f) => ({ ...f, ...strip }));
      for (const f of type.inputFields) if (required(f) && !keep.has(f.name)) problems.push(`${name} requires input field ${f.name}`);
      for (const f of inputFields) refer(f.type, `${name}.${f.name}`);
      types.push({ ...(type as IntrospectionInputObjectType), ...strip, inputFields });
    } else if (type.kind === 'ENUM') {
      const enumValues = pick(type.enumValues, keep, name).map((v) => ({ ...v, ...strip }));
      types.push({ ...(type as IntrospectionEnumType), ...strip, enumValues });
    } else if (type.kind === 'UNION') {
      const possibleTypes = pick(type.possibleTypes, keep, name);
      for (const p of possibleTypes) refer(p, name);
      types.push({ ...(type as IntrospectionUnionType), ...strip, possibleTypes });
    } else {
      types.push({ ...type, ...strip });
    }
  }
  for (const name of keptTypes) {
    const type = byName.get(name);
    if (type?.kind === 'SCALAR' && !selection.has(name)) types.push({ ...type, description: null });
  }
  for (const name of keptTypes)
    if (!referenced.has(name) && name !== shopify.__schema.queryType.name && name !== shopify.__schema.mutationType?.name)
      problems.push(`${name} is kept but nothing uses it`);

  const directives = shopify.__schema.directives.flatMap((d) => {
    if (BUILT_IN_DIRECTIVES.has(d.name)) return [{ ...d, description: null }];
    const keep = selection.get(`@${d.name}`);
    return keep ? [{ ...d, description: null, args: args(d.args, [...keep.keys()], `@${d.name}`) }] : [];
  });
  for (const name of selection.keys())
    if (name.startsWith('@') && !shopify.__schema.directives.some((d) => `@${d.name}` === name)) problems.push(`Shopify's schema has no directive ${name}`);
  if (problems.length > 0) throw new Error(`The selection does not fit Shopify's schema:\n- ${[...new Set(problems)].join('\n- ')}`);
  return { __schema: { ...shopify.__schema, description: null, types, directives } };
}

/** The SDL of a subset: graphql-js's printing, one type per line (a version's subset stays a short, reviewable file). */
export function subsetSdl(shopify: IntrospectionQuery, selectionText: string): string {
  const printed = printSchema(buildClientSchema(subsetIntrospection(shopify, selectionText)));
  return printed.replace(
    /\{\n((?:[^}]*\n)*?)\}/g,
    (_, body: string) =>
      `{ ${body
        .trim()
        .split('\n')
        .map((l) => l.trim())
        .join(' ')} }`,
  );
}
