/* eslint-disable @typescript-eslint/no-explicit-any -- a port of MobX's API, whose observables hold any value (as MobX's own types) */
/**
 * The compact MobX's reaction APIs (see compact-mobx.ts): autorun, reaction and when, over the core's
 * Reaction; effects run as actions.
 */
import { executeAction, Reaction, type Equals, type IReactionDisposer, type IReactionPublic } from './compact-mobx-core';

type Lambda = () => void;

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
