/* eslint-disable @typescript-eslint/no-explicit-any -- a port of MobX's API, whose observables hold any value (as MobX's own types) */
/**
 * The browser build's `mobx` (issue 27's JS budget, DESIGN §4): the part of MobX 7's API this app uses,
 * with MobX's semantics, in about 3 KB gzipped. MobX itself is 13 KB gzipped and cannot be cut down
 * (its `observable` reaches every kind of observable collection, its core carries spy, interceptors
 * and the dev checks' plumbing): on a phone that was a ninth of the storefront's whole budget.
 *
 * The source keeps importing from 'mobx' (tests and the server's own code run the real one);
 * esbuild.config.ts resolves the client build's imports here (and 'mobx-react-lite' to
 * compact-mobx-react-lite.ts). tests/ui/lib/compact-mobx.test.ts runs the same scenarios against both
 * and fails when the source uses a part of the API this file lacks.
 *
 * How it keeps MobX's promises: observables (atoms) count their versions; a derivation (a computed value
 * or a reaction) remembers the version of each dependency it read. A change marks what depends on it as
 * possibly stale, all the way down, and schedules the reactions at the end of the outermost batch (an
 * action); a reaction then runs only if a dependency really changed: a computed dependency is brought up
 * to date first and changes only when its value is not equal to the last (glitch-free, as MobX). A
 * computed value nothing observes is computed afresh on every read outside a reactive context, as MobX.
 * What MobX's production build also leaves out is left out here: the dev-time checks (enforceActions).
 */
import { ACTION, action, Computed, createAction, isAction } from './compact-mobx-core';
import {
  compareStructural,
  deepEnhancer,
  ObservableMap,
  ObservableSet,
  ObservableValue,
  refEnhancer,
  shallowEnhancer,
  type Enhancer,
} from './compact-mobx-observables';
import type { Equals } from './compact-mobx-core';

export { action, isAction, Reaction, runInAction, untracked } from './compact-mobx-core';
export { autorun, configure, reaction, when } from './compact-mobx-reactions';
export type { IReactionDisposer, IReactionPublic } from './compact-mobx-core';
export { compareDefault, compareShallow, compareStructural, isObservable, ObservableMap, ObservableSet } from './compact-mobx-observables';

// ---------------------------------------------------------------------------------------------------
// Annotations and makeObservable
// ---------------------------------------------------------------------------------------------------

interface ObservableAnnotation {
  readonly kind: 'observable';
  readonly enhance: Enhancer;
  readonly equals: Equals;
}
interface ComputedAnnotation {
  readonly kind: 'computed';
  readonly equals: Equals;
}
type Annotation = ObservableAnnotation | ComputedAnnotation | typeof ACTION | { readonly kind: 'override' };

const observableAnnotation = (enhance: Enhancer, equals: Equals = Object.is): ObservableAnnotation => ({ kind: 'observable', enhance, equals });

export const observableRef = observableAnnotation(refEnhancer);
export const observableShallow = observableAnnotation(shallowEnhancer);
const observableDeep = observableAnnotation(deepEnhancer);
export const computedStruct: ComputedAnnotation = { kind: 'computed', equals: compareStructural };
export const override = { kind: 'override' } as const;

/** `observable(value)` (deep), its factories, and the `observable` annotation. */
export const observable: any = Object.assign((value: unknown) => deepEnhancer(value), {
  annotation: observableDeep,
  ref: observableRef,
  shallow: observableShallow,
  deep: observableDeep,
  box: <T>(value: T, options: { deep?: boolean; equals?: Equals } = {}) =>
    new ObservableValue(value, options.deep === false ? refEnhancer : deepEnhancer, options.equals),
  map: <K, V>(initial?: Iterable<readonly [K, V]> | Record<string, V> | null, options?: { deep?: boolean }) => new ObservableMap<K, V>(initial, options),
  set: <T>(initial?: Iterable<T> | null, options?: { deep?: boolean }) => new ObservableSet<T>(initial, options),
});

const COMPUTED: ComputedAnnotation = { kind: 'computed', equals: Object.is };

/** `computed(fn, options)` (a boxed computed value), `computed(options)` and the `computed` annotation. */
export const computed: any = Object.assign(
  (fnOrOptions: (() => unknown) | { equals?: Equals }, options: { equals?: Equals; set?: (value: unknown) => void } = {}) => {
    if (typeof fnOrOptions !== 'function') return { kind: 'computed', equals: fnOrOptions.equals ?? Object.is } satisfies ComputedAnnotation;
    return new Computed(fnOrOptions, options.equals ?? Object.is, undefined, options.set);
  },
  { annotation: COMPUTED, struct: computedStruct },
);

function annotationOf(value: unknown): Annotation | null {
  if (value === action) return ACTION;
  if (value === observable) return observableDeep;
  if (value === computed) return COMPUTED;
  if (value && typeof value === 'object' && 'kind' in value) return value as Annotation;
  return null;
}

function descriptorOf(target: object, key: PropertyKey): PropertyDescriptor | undefined {
  for (let o: object | null = target; o; o = Object.getPrototypeOf(o)) {
    const descriptor = Object.getOwnPropertyDescriptor(o, key);
    if (descriptor) return descriptor;
  }
  return undefined;
}

export function makeObservable<T extends object>(target: T, annotations: Record<PropertyKey, unknown> = {}): T {
  for (const key of Reflect.ownKeys(annotations)) {
    const annotation = annotationOf(annotations[key]);
    if (!annotation) {
      if (annotations[key] === false) continue;
      throw new Error(`[mobx] Cannot apply '${String(annotations[key])}' to '${String(key)}': unknown annotation`);
    }
    const descriptor = descriptorOf(target, key);
    switch (annotation.kind) {
      case 'override':
        break;
      case 'action': {
        const fn = descriptor?.value;
        if (typeof fn !== 'function')
          throw new Error(`[mobx] Cannot apply 'action' to '${String(key)}': action can only be used on properties with a function value.`);
        if (!isAction(fn)) Object.defineProperty(target, key, { value: createAction(fn), configurable: true, writable: true, enumerable: false });
        break;
      }
      case 'computed': {
        if (!descriptor?.get) throw new Error(`[mobx] Cannot apply 'computed' to '${String(key)}': computed can only be used on getter properties.`);
        const value = new Computed(descriptor.get, annotation.equals, target, descriptor.set);
        Object.defineProperty(target, key, { get: () => value.get(), set: (next: unknown) => value.set(next), configurable: true, enumerable: false });
        break;
      }
      case 'observable': {
        const value = new ObservableValue((target as any)[key], annotation.enhance, annotation.equals);
        Object.defineProperty(target, key, { get: () => value.get(), set: (next: unknown) => value.set(next), configurable: true, enumerable: true });
        break;
      }
    }
  }
  return target;
}

/** Types the source names (MobX's own are structural; these keep `import { type X } from 'mobx'` compiling). */
export type AnnotationsMap<T, AdditionalFields extends PropertyKey> = { [P in Exclude<keyof T, 'toString'> | AdditionalFields]?: unknown };
export type IComputedValue<T> = { get(): T; set(value: T): void };
export type IObservableValue<T> = { get(): T; set(value: T): void };
