/* eslint-disable @typescript-eslint/no-explicit-any, @typescript-eslint/no-unsafe-function-type -- a port of MobX's API, whose observables hold any value and whose actions wrap any function (as MobX's own types) */
/**
 * The compact MobX's core (see compact-mobx.ts): atoms, derivations (computed values and reactions),
 * batches and actions, and the reaction APIs (autorun, reaction, when).
 */

export type Equals = (a: any, b: any) => boolean;

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

export function inBatch<T>(fn: () => T): T {
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
export class Atom implements Source {
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

export class Computed<T = unknown> extends Derivation implements Source {
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

export function executeAction<T>(fn: (...args: any[]) => T, context: unknown, args: readonly unknown[]): T {
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

export function createAction<F extends (...args: any[]) => any>(fn: F): F {
  const wrapped = function (this: unknown, ...args: unknown[]) {
    return executeAction(fn, this, args);
  } as F;
  actions.add(wrapped);
  return wrapped;
}

export const ACTION = { kind: 'action' } as const;

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

/** Whether a derivation is reading now (an observable object makes a key's atom only for a reader). */
export const isTracking = (): boolean => tracking !== null;

/** Counts a change that no atom's observers heard of (a key nobody read yet): unobserved computed values look again. */
export function noteChange(): void {
  changes++;
}
