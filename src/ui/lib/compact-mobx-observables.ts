/* eslint-disable @typescript-eslint/no-explicit-any, @typescript-eslint/no-unsafe-function-type -- a port of MobX's API, whose observables hold any value and whose collections are built from any value (as MobX's own types) */
/**
 * The compact MobX's observable values and collections (see compact-mobx.ts): boxes, deep and shallow
 * enhancers, arrays and plain objects by Proxy, maps and sets, and the comparers.
 */
import { Atom, inBatch, isTracking, noteChange, type Equals } from './compact-mobx-core';

export type Enhancer = (value: any) => any;

// ---------------------------------------------------------------------------------------------------
// Comparers
// ---------------------------------------------------------------------------------------------------

export const compareDefault: Equals = Object.is;

export function compareStructural(a: unknown, b: unknown): boolean {
  return deepEqual(a, b, Infinity);
}

export function compareShallow(a: unknown, b: unknown): boolean {
  return deepEqual(a, b, 1);
}

function entriesOf(value: any): [unknown, unknown][] | null {
  if (value instanceof Map || value instanceof ObservableMap) return [...value.entries()];
  return null;
}

function deepEqual(a: any, b: any, depth: number): boolean {
  if (Object.is(a, b)) return true;
  if (depth < 0 || typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  const inner = (x: unknown, y: unknown) => (depth <= 1 ? Object.is(x, y) : deepEqual(x, y, depth - 1));
  if (Array.isArray(a) || Array.isArray(b)) return Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((x, i) => inner(x, b[i]));
  const mapA = entriesOf(a);
  const mapB = entriesOf(b);
  if (mapA || mapB) return !!mapA && !!mapB && mapA.length === mapB.length && mapA.every(([k, v]) => b.has(k) && inner(v, b.get(k)));
  if (a instanceof Set || a instanceof ObservableSet || b instanceof Set || b instanceof ObservableSet) {
    return (
      (a instanceof Set || a instanceof ObservableSet) && (b instanceof Set || b instanceof ObservableSet) && a.size === b.size && [...a].every((x) => b.has(x))
    );
  }
  if (a instanceof Date || b instanceof Date) return a instanceof Date && b instanceof Date && a.getTime() === b.getTime();
  if (Object.getPrototypeOf(a) !== Object.getPrototypeOf(b)) return false;
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((k) => Object.prototype.hasOwnProperty.call(b, k) && inner(a[k], b[k]));
}

// ---------------------------------------------------------------------------------------------------
// Observable values and collections
// ---------------------------------------------------------------------------------------------------

const observables = new WeakSet<object>();

function isPlainObject(value: unknown): value is Record<PropertyKey, unknown> {
  if (value === null || typeof value !== 'object') return false;
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

export const refEnhancer: Enhancer = (value) => value;

/** Makes plain objects, arrays, maps and sets observable, what they hold going through `inner` (itself: deep). */
const collections =
  (deep: boolean, inner: () => Enhancer): Enhancer =>
  (value) => {
    if (value === null || typeof value !== 'object' || observables.has(value)) return value;
    if (Array.isArray(value)) return observableArray(value, inner());
    if (value instanceof Map) return new ObservableMap(value, { deep });
    if (value instanceof Set) return new ObservableSet(value, { deep });
    if (isPlainObject(value)) return observableObject(value, inner());
    return value;
  };

/** MobX's deep enhancer: plain objects, arrays, maps and sets become observable, all the way down. */
export const deepEnhancer: Enhancer = collections(true, () => deepEnhancer);
/** observable.shallow: the collection is observable, what it holds is kept as it is. */
export const shallowEnhancer: Enhancer = collections(false, () => refEnhancer);

export class ObservableValue<T> extends Atom {
  constructor(
    private value: T,
    private readonly enhance: Enhancer = deepEnhancer,
    private readonly equals: Equals = Object.is,
  ) {
    super();
    this.value = enhance(value);
  }

  get(): T {
    this.reportObserved();
    return this.value;
  }

  set(value: T): void {
    const next = this.enhance(value);
    if (this.equals(this.value, next)) return;
    this.value = next;
    this.reportChanged();
  }

  toJSON(): T {
    return this.get();
  }
}

const arrayMutators = new Set<PropertyKey>(['push', 'pop', 'shift', 'unshift', 'splice', 'sort', 'reverse', 'fill', 'copyWithin']);

function observableArray<T>(values: readonly T[], enhance: Enhancer): T[] {
  const atom = new Atom();
  const target = values.map(enhance);
  const mutators = new Map<PropertyKey, Function>();
  const mutator = (name: PropertyKey) => {
    let fn = mutators.get(name);
    if (!fn) {
      fn = (...args: unknown[]) => {
        const start = name === 'splice' ? 2 : name === 'push' || name === 'unshift' ? 0 : args.length;
        const enhanced = name === 'fill' ? [enhance(args[0]), ...args.slice(1)] : args.map((a, i) => (i >= start ? enhance(a) : a));
        const result = (Array.prototype as any)[name].apply(target, enhanced);
        atom.reportChanged();
        return name === 'sort' || name === 'reverse' || name === 'fill' || name === 'copyWithin' ? proxy : result;
      };
      mutators.set(name, fn);
    }
    return fn;
  };
  const proxy: T[] = new Proxy(target, {
    get(t, key) {
      if (arrayMutators.has(key)) return mutator(key);
      atom.reportObserved();
      return (t as any)[key];
    },
    set(t, key, value) {
      const next = key === 'length' ? value : enhance(value);
      if (Object.is((t as any)[key], next) && key in t) return true;
      (t as any)[key] = next;
      atom.reportChanged();
      return true;
    },
    deleteProperty(t, key) {
      delete (t as any)[key];
      atom.reportChanged();
      return true;
    },
    has(t, key) {
      atom.reportObserved();
      return key in t;
    },
    ownKeys(t) {
      atom.reportObserved();
      return Reflect.ownKeys(t);
    },
  });
  observables.add(proxy);
  return proxy;
}

function observableObject<T extends object>(values: T, enhance: Enhancer): T {
  const target: Record<PropertyKey, unknown> = Object.create(Object.getPrototypeOf(values));
  for (const key of Reflect.ownKeys(values)) target[key] = enhance((values as any)[key]);
  const atoms = new Map<PropertyKey, Atom>();
  const keysAtom = new Atom();
  const atomOf = (key: PropertyKey) => {
    let atom = atoms.get(key);
    if (!atom) atoms.set(key, (atom = new Atom()));
    return atom;
  };
  const changed = (key: PropertyKey, added: boolean) =>
    inBatch(() => {
      noteChange();
      atoms.get(key)?.reportChanged();
      if (added) keysAtom.reportChanged();
    });
  const proxy = new Proxy(target, {
    get(t, key) {
      if (isTracking() && typeof key !== 'symbol') atomOf(key).reportObserved();
      return t[key];
    },
    set(t, key, value) {
      const had = Object.prototype.hasOwnProperty.call(t, key);
      const next = enhance(value);
      if (had && Object.is(t[key], next)) return true;
      t[key] = next;
      changed(key, !had);
      return true;
    },
    deleteProperty(t, key) {
      if (!Object.prototype.hasOwnProperty.call(t, key)) return true;
      delete t[key];
      changed(key, true);
      return true;
    },
    has(t, key) {
      if (isTracking() && typeof key !== 'symbol') atomOf(key).reportObserved();
      return key in t;
    },
    ownKeys(t) {
      keysAtom.reportObserved();
      return Reflect.ownKeys(t);
    },
  });
  observables.add(proxy);
  return proxy as T;
}

/** What an observable map and set share: one atom for the whole collection (reads subscribe, changes notify). */
abstract class ObservableCollection<K, D extends Map<K, any> | Set<K>> {
  protected readonly atom = new Atom();
  protected readonly enhance: Enhancer;

  constructor(
    protected readonly data: D,
    options: { deep?: boolean },
  ) {
    this.enhance = options.deep === false ? refEnhancer : deepEnhancer;
    observables.add(this);
  }

  get size(): number {
    this.atom.reportObserved();
    return this.data.size;
  }

  has(key: K): boolean {
    this.atom.reportObserved();
    return this.data.has(key);
  }

  delete(key: K): boolean {
    if (!this.data.delete(key)) return false;
    this.atom.reportChanged();
    return true;
  }

  clear(): void {
    if (this.data.size === 0) return;
    this.data.clear();
    this.atom.reportChanged();
  }
}

export class ObservableMap<K = any, V = any> extends ObservableCollection<K, Map<K, V>> {
  constructor(initial?: Iterable<readonly [K, V]> | Record<string, V> | null, options: { deep?: boolean } = {}) {
    super(new Map(), options);
    if (initial) this.merge(initial);
  }

  get(key: K): V | undefined {
    this.atom.reportObserved();
    return this.data.get(key);
  }

  set(key: K, value: V): this {
    const next = this.enhance(value);
    if (!this.data.has(key) || !Object.is(this.data.get(key), next)) {
      this.data.set(key, next);
      this.atom.reportChanged();
    }
    return this;
  }

  merge(values: Iterable<readonly [K, V]> | Record<string, V> | ObservableMap<K, V>): this {
    const entries: Iterable<readonly [K, V]> =
      Symbol.iterator in Object(values) ? (values as Iterable<readonly [K, V]>) : (Object.entries(values) as unknown as [K, V][]);
    inBatch(() => {
      for (const [key, value] of entries) this.set(key, value);
    });
    return this;
  }

  replace(values: Iterable<readonly [K, V]> | Record<string, V>): this {
    inBatch(() => {
      this.clear();
      this.merge(values);
    });
    return this;
  }

  keys(): MapIterator<K> {
    this.atom.reportObserved();
    return [...this.data.keys()][Symbol.iterator]();
  }

  values(): MapIterator<V> {
    this.atom.reportObserved();
    return [...this.data.values()][Symbol.iterator]();
  }

  entries(): MapIterator<[K, V]> {
    this.atom.reportObserved();
    return [...this.data.entries()][Symbol.iterator]();
  }

  [Symbol.iterator](): MapIterator<[K, V]> {
    return this.entries();
  }

  forEach(callback: (value: V, key: K, map: this) => void, thisArg?: unknown): void {
    for (const [key, value] of this.entries()) callback.call(thisArg, value, key, this);
  }

  toJSON(): [K, V][] {
    return [...this.entries()];
  }

  get [Symbol.toStringTag](): string {
    return 'Map';
  }
}

export class ObservableSet<T = any> extends ObservableCollection<T, Set<T>> {
  constructor(initial?: Iterable<T> | null, options: { deep?: boolean } = {}) {
    super(new Set(), options);
    if (initial) for (const value of initial) this.data.add(this.enhance(value));
  }

  add(value: T): this {
    const next = this.enhance(value);
    if (!this.data.has(next)) {
      this.data.add(next);
      this.atom.reportChanged();
    }
    return this;
  }

  replace(values: Iterable<T>): this {
    inBatch(() => {
      this.clear();
      for (const value of values) this.add(value);
    });
    return this;
  }

  values(): SetIterator<T> {
    this.atom.reportObserved();
    return [...this.data][Symbol.iterator]();
  }

  keys(): SetIterator<T> {
    return this.values();
  }

  entries(): SetIterator<[T, T]> {
    return [...this.values()].map((v): [T, T] => [v, v])[Symbol.iterator]();
  }

  [Symbol.iterator](): SetIterator<T> {
    return this.values();
  }

  forEach(callback: (value: T, same: T, set: this) => void, thisArg?: unknown): void {
    for (const value of this.values()) callback.call(thisArg, value, value, this);
  }

  toJSON(): T[] {
    return [...this.values()];
  }

  get [Symbol.toStringTag](): string {
    return 'Set';
  }
}

export function isObservable(value: unknown): boolean {
  return value !== null && typeof value === 'object' && observables.has(value);
}
