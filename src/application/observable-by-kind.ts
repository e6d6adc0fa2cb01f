import { action, computed, makeObservable, observable, observableRef, override, type AnnotationsMap } from 'mobx';

/** The annotations a store's members take most often, by the name a store lists them under. */
const KINDS = { observable, observableRef, computed, action, override } as const;

/** A store's members listed by annotation: `observableRef` for values replaced whole (never made deep). */
export type ObservableKinds<T, Extra extends PropertyKey = never> = { readonly [K in keyof typeof KINDS]?: ReadonlyArray<keyof T | NoInfer<Extra>> };

/**
 * `makeObservable` with the members listed by kind (issue 36): one line per kind instead of one per
 * member, so what is a deep observable, a reference, derived or an action reads at a glance. The
 * annotations are MobX's own, exactly as in the map `makeObservable` takes; `others` holds the rest
 * (a computed with its own `equals`, `false`). Private members are named through `Extra`, as there.
 */
export function makeObservableByKind<T extends object, Extra extends PropertyKey = never>(
  target: T,
  kinds: ObservableKinds<T, Extra>,
  others: Partial<AnnotationsMap<T, NoInfer<Extra>>> = {},
): T {
  const annotations: Record<PropertyKey, unknown> = { ...others };
  for (const kind of Object.keys(kinds) as Array<keyof typeof KINDS>) for (const key of kinds[kind] ?? []) annotations[key] = KINDS[kind];
  return makeObservable(target, annotations as AnnotationsMap<T, Extra>);
}
