/* eslint-disable @typescript-eslint/no-explicit-any, @typescript-eslint/no-unsafe-function-type -- a port of MobX's API, whose observables hold any value and whose actions wrap any function (as MobX's own types) */
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

type Equals = (a: any, b: any) => boolean;
type Enhancer = (value: any) => any;
type Lambda = () => void;

// ---------------------------------------------------------------------------------------------------
// Core: atoms, derivations, batches
// ---------------------------------------------------------------------------------------------------

interface Source {
  readonly observers: Set<Derivation>;
  version: number;
}

let tracking: Derivation | null = null;
let batchDepth = 0;
let pendingReactions: Reaction[] = [];
let runningReactions = false;
/** Bumped by every change: a computed value read twice with nothing changed in between is not recomputed. */
let changes = 0;

function startBatch(): void {
  batchDepth++;
}

function endBatch(): void {
  if (--batchDepth === 0) runReactions();
}

function runReactions(): void {
  if (runningReactions) return;
  runningReactions = true;
  try {
    for (let round = 0; pendingReactions.length > 0; round++) {
      if (round === 100) {
        console.error(
          `[mobx] Reaction doesn't converge to a stable state after 100 iterations. Probably there is a cycle in the reactive function: ${pendingReactions[0]!.name}`,
        );
        pendingReactions = [];
        break;
      }
      const due = pendingReactions;
      pendingReactions = [];
      for (const reaction of due) reaction.run();
    }
  } finally {
    runningReactions = false;
  }
}

function inBatch<T>(fn: () => T): T {
  startBatch();
  try {
    return fn();
  } finally {
    endBatch();
  }
}

/** What reads observables and must hear when they change: a computed value or a reaction. */
abstract class Derivation {
  deps = new Map<Source, number>();
  private reading: Map<Source, number> | null = null;

  abstract invalidate(): void;
  /** Whether this derivation keeps its dependencies subscribed (a reaction alive, a computed observed). */
  protected abstract get subscribed(): boolean;

  use(source: Source): void {
    if (this.reading && !this.reading.has(source)) this.reading.set(source, source.version);
  }

  /** Runs `fn` recording what it reads, then subscribes to the new dependencies and lets go of the old. */
  protected track<T>(fn: () => T): T {
    const outer = tracking;
    const outerReading = this.reading;
    this.reading = new Map();
    // eslint-disable-next-line @typescript-eslint/no-this-alias -- the derivation reading now is this one
    tracking = this;
    try {
      return fn();
    } finally {
      tracking = outer;
      const next = this.reading;
      this.reading = outerReading;
      this.rebind(next);
    }
  }

  private rebind(next: Map<Source, number>): void {
    const previous = this.deps;
    this.deps = next;
    if (!this.subscribed) {
      for (const source of previous.keys()) if (!next.has(source)) unobserve(source, this);
      return;
    }
    let stale = false;
    for (const [source, seen] of next) {
      if (!previous.has(source)) observe(source, this);
      // Changed while this was reading it (or a computed one already marked stale): look again.
      if (source.version !== seen || (source instanceof Computed && source.stale)) stale = true;
    }
    for (const source of previous.keys()) if (!next.has(source)) unobserve(source, this);
    if (stale) this.invalidate();
  }

  /** Whether a dependency's value changed since it was read (bringing computed ones up to date first). */
  protected dependenciesChanged(): boolean {
    for (const [source, seen] of this.deps) {
      if (source instanceof Computed) source.refresh();
      if (source.version !== seen) return true;
    }
    return false;
  }

  protected releaseAll(): void {
    for (const source of this.deps.keys()) unobserve(source, this);
  }
}

function observe(source: Source, derivation: Derivation): void {
  const first = source.observers.size === 0;
  source.observers.add(derivation);
  if (first && source instanceof Computed) source.becomeObserved();
}

function unobserve(source: Source, derivation: Derivation): void {
  if (source.observers.delete(derivation) && source.observers.size === 0 && source instanceof Computed) source.becomeUnobserved();
}

/** An observable cell of state: what is read is remembered by the reading derivation; a change tells them. */
class Atom implements Source {
  readonly observers = new Set<Derivation>();
  version = 0;

  reportObserved(): void {
    tracking?.use(this);
  }

  reportChanged(): void {
    this.version++;
    changes++;
    startBatch();
    for (const observer of this.observers) observer.invalidate();
    endBatch();
  }
}

class Computed<T = unknown> extends Derivation implements Source {
  readonly observers = new Set<Derivation>();
  version = 0;
  /** Possibly out of date: check the dependencies before trusting the value. */
  stale = true;
  private computed = false;
  private computing = false;
  private seenChanges = -1;
  private value: T | undefined;
  private failure: { error: unknown } | null = null;

  constructor(
    private readonly derive: () => T,
    private readonly equals: Equals = Object.is,
    private readonly context?: unknown,
    private readonly setter?: (value: T) => void,
  ) {
    super();
  }

  protected get subscribed(): boolean {
    return this.observers.size > 0;
  }

  invalidate(): void {
    if (this.stale) return;
    this.stale = true;
    for (const observer of this.observers) observer.invalidate();
  }

  get(): T {
    if (this.computing) throw new Error('[mobx] Cycle detected in computation');
    // As MobX: read outside any reactive context and observed by nothing, it is computed afresh.
    if (!tracking && this.observers.size === 0) return untracked(() => this.derive.call(this.context));
    this.refresh();
    tracking?.use(this);
    if (this.failure) throw this.failure.error;
    return this.value as T;
  }

  set(value: T): void {
    if (!this.setter) throw new Error('[mobx] It is not possible to assign a new value to a computed value.');
    runInAction(() => this.setter!.call(this.context, value));
  }

  /** Brings the value up to date if a dependency changed. */
  refresh(): void {
    if (this.computing) return;
    if (this.observers.size > 0 ? !this.stale : this.computed && this.seenChanges === changes) return;
    // Up to date from here: a change while computing (a dependency found stale as it is subscribed,
    // an observable written) marks it stale again, and tells its observers.
    this.stale = false;
    const epoch = changes;
    if (!this.computed || this.dependenciesChanged()) this.recompute();
    this.seenChanges = epoch;
  }

  private recompute(): void {
    const first = !this.computed;
    const failedBefore = this.failure !== null;
    this.computing = true;
    try {
      const value = this.track(() => this.derive.call(this.context));
      this.failure = null;
      if (first || failedBefore || !this.equals(this.value, value)) {
        this.value = value;
        this.version++;
      }
    } catch (error) {
      this.failure = { error };
      this.version++;
    } finally {
      this.computing = false;
      this.computed = true;
    }
  }

  becomeObserved(): void {
    for (const source of this.deps.keys()) observe(source, this);
    // Whatever changed since it was last brought up to date is found at the next read.
    this.stale = !(this.computed && this.seenChanges === changes);
  }

  becomeUnobserved(): void {
    this.releaseAll();
    this.stale = true;
  }
}

/** A derivation that runs for its effects: `onInvalidate` is called when a dependency really changed. */
export class Reaction extends Derivation {
  private scheduled = false;
  private disposed = false;
  private ran = false;

  constructor(
    readonly name: string,
    private readonly onInvalidate: (reaction: Reaction) => void,
    private readonly onError?: (error: unknown) => void,
  ) {
    super();
  }

  get isDisposed(): boolean {
    return this.disposed;
  }

  protected get subscribed(): boolean {
    return !this.disposed;
  }

  invalidate(): void {
    if (this.scheduled || this.disposed) return;
    this.scheduled = true;
    pendingReactions.push(this);
  }

  /** Schedules a first run (MobX's `schedule_`): now, or at the end of the current batch. */
  schedule(): void {
    this.invalidate();
    if (batchDepth === 0) runReactions();
  }

  run(): void {
    this.scheduled = false;
    if (this.disposed || (this.ran && !this.dependenciesChanged())) return;
    this.ran = true;
    try {
      this.onInvalidate(this);
    } catch (error) {
      this.report(error);
    }
  }

  /** Runs `fn` in a batch, its reads becoming this reaction's dependencies. */
  runTracked(fn: () => void): void {
    if (this.disposed) return;
    this.ran = true;
    startBatch();
    try {
      this.track(fn);
    } catch (error) {
      this.report(error);
    } finally {
      endBatch();
    }
  }

  private report(error: unknown): void {
    if (this.onError) this.onError(error);
    else console.error(`[mobx] uncaught error in 'Reaction[${this.name}]'`, error);
  }

  dispose(): void {
    if (this.disposed) return;
    this.disposed = true;
    this.releaseAll();
    this.deps = new Map();
  }

  getDisposer(): IReactionDisposer {
    const dispose = (() => this.dispose()) as IReactionDisposer;
    dispose.$mobx = this;
    return dispose;
  }
}

export interface IReactionPublic {
  dispose(): void;
}

export interface IReactionDisposer {
  (): void;
  $mobx: Reaction;
}

// ---------------------------------------------------------------------------------------------------
// Actions and reactions
// ---------------------------------------------------------------------------------------------------

const actions = new WeakSet<Function>();

function executeAction<T>(fn: (...args: any[]) => T, context: unknown, args: readonly unknown[]): T {
  const outer = tracking;
  tracking = null;
  startBatch();
  try {
    return fn.apply(context, args as unknown[]);
  } finally {
    tracking = outer;
    endBatch();
  }
}

function createAction<F extends (...args: any[]) => any>(fn: F): F {
  const wrapped = function (this: unknown, ...args: unknown[]) {
    return executeAction(fn, this, args);
  } as F;
  actions.add(wrapped);
  return wrapped;
}

const ACTION = { kind: 'action' } as const;

/** `action(fn)`, `action(name, fn)`, or the `action` annotation of makeObservable. */
export const action: any = Object.assign(
  function action(nameOrFn: string | Function, fn?: Function) {
    return createAction((typeof nameOrFn === 'function' ? nameOrFn : fn) as (...args: unknown[]) => unknown);
  },
  { annotation: ACTION },
);

export function isAction(fn: unknown): boolean {
  return typeof fn === 'function' && actions.has(fn);
}

export function runInAction<T>(fn: () => T): T {
  return executeAction(fn, undefined, []);
}

export function untracked<T>(fn: () => T): T {
  const outer = tracking;
  tracking = null;
  try {
    return fn();
  } finally {
    tracking = outer;
  }
}

interface ReactionOptions {
  name?: string;
  fireImmediately?: boolean;
  equals?: Equals;
  onError?: (error: unknown) => void;
}

export function autorun(view: (reaction: IReactionPublic) => unknown, options: ReactionOptions = {}): IReactionDisposer {
  const reaction: Reaction = new Reaction(options.name ?? 'Autorun', () => reaction.runTracked(() => view(reaction)), options.onError);
  reaction.schedule();
  return reaction.getDisposer();
}

export function reaction<T>(
  expression: (reaction: IReactionPublic) => T,
  effect: (value: T, previous: T | undefined, reaction: IReactionPublic) => void,
  options: ReactionOptions = {},
): IReactionDisposer {
  const equals = options.equals ?? Object.is;
  let first = true;
  let value: T | undefined;
  const self: Reaction = new Reaction(
    options.name ?? 'Reaction',
    () => {
      let changed = false;
      const previous = value;
      self.runTracked(() => {
        const next = expression(self);
        changed = first || !equals(value, next);
        value = next;
      });
      if (self.isDisposed) return;
      if (first ? options.fireImmediately : changed) executeAction(effect, undefined, [value, previous, self]);
      first = false;
    },
    options.onError,
  );
  self.schedule();
  return self.getDisposer();
}

interface WhenOptions {
  name?: string;
  onError?: (error: unknown) => void;
}

/** `when(predicate, effect)` and the promise form; the app sets no timeout (MobX's `timeout` option is left out). */
export function when(predicate: () => boolean, effect: Lambda, options?: WhenOptions): IReactionDisposer;
export function when(predicate: () => boolean, options?: WhenOptions): Promise<void> & { cancel(): void };
export function when(predicate: () => boolean, effectOrOptions?: Lambda | WhenOptions, options: WhenOptions = {}): any {
  if (typeof effectOrOptions !== 'function') return whenPromise(predicate, effectOrOptions);
  return autorun(
    (self) => {
      if (!predicate()) return;
      self.dispose();
      executeAction(effectOrOptions, undefined, []);
    },
    { name: options.name ?? 'When', ...(options.onError ? { onError: options.onError } : {}) },
  );
}

function whenPromise(predicate: () => boolean, options: WhenOptions = {}): Promise<void> & { cancel(): void } {
  let cancel: Lambda = () => undefined;
  const promise = new Promise<void>((resolve, reject) => {
    const disposer = when(predicate, resolve, { ...options, onError: reject });
    cancel = () => {
      disposer();
      reject(new Error('WHEN_CANCELLED'));
    };
  });
  return Object.assign(promise, { cancel: () => cancel() });
}

export function configure(_options: Record<string, unknown>): void {
  // The options this app sets (enforceActions) govern MobX's dev-time checks, which its production build leaves out too.
}

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

const refEnhancer: Enhancer = (value) => value;

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
const deepEnhancer: Enhancer = collections(true, () => deepEnhancer);
/** observable.shallow: the collection is observable, what it holds is kept as it is. */
const shallowEnhancer: Enhancer = collections(false, () => refEnhancer);

class ObservableValue<T> extends Atom {
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
      changes++;
      atoms.get(key)?.reportChanged();
      if (added) keysAtom.reportChanged();
    });
  const proxy = new Proxy(target, {
    get(t, key) {
      if (tracking && typeof key !== 'symbol') atomOf(key).reportObserved();
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
      if (tracking && typeof key !== 'symbol') atomOf(key).reportObserved();
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
