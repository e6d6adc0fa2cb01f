import { action, makeObservable, observableRef } from 'mobx';

/**
 * One way to run a domain state machine (see README "A store wraps a domain reducer"): the domain
 * gives a reducer `(state, event) => { state, effects }`; a store holds a `DomainMachine` over it
 * and says, in one handler table, how each effect is carried out through its ports.
 */

/** Anything an effect can be: a tagged object. */
export interface TaggedEffect {
  readonly type: string;
}

/** A domain reducer: the next state and the effects the caller must carry out. */
export type Reducer<S, Ev, Ef extends TaggedEffect> = (state: S, event: Ev) => { readonly state: S; readonly effects: readonly Ef[] };

/**
 * How each effect is carried out: one handler per effect type, so leaving one out is a compile
 * error. A handler may send further events (`send`) and may be async; its failure goes to the sink.
 */
export type EffectHandlers<Ef extends TaggedEffect, Ev = never> = {
  readonly [K in Ef['type']]: (effect: Extract<Ef, { readonly type: K }>, send: (event: Ev) => void) => void | Promise<unknown>;
};

/** Where an effect handler's failure goes (a thrown error or a rejected promise): a bug, reported. */
export type EffectErrorSink = (error: unknown, effect: TaggedEffect) => void;

/**
 * Carries out effects in order, each through its handler; one that fails (throws or rejects)
 * reaches `onError` and the others still run. For plans that are not a reducer's (project status).
 */
export function interpretEffects<Ef extends TaggedEffect, Ev = never>(
  effects: readonly Ef[],
  handlers: EffectHandlers<Ef, Ev>,
  onError: EffectErrorSink,
  send: (event: Ev) => void = () => undefined,
): void {
  for (const effect of effects) {
    const handler = handlers[effect.type as Ef['type']] as (e: Ef, s: (event: Ev) => void) => void | Promise<unknown>;
    try {
      const pending = handler(effect, send);
      if (pending !== undefined) pending.catch((error: unknown) => onError(error, effect));
    } catch (error) {
      onError(error, effect);
    }
  }
}

/**
 * A domain reducer with its state observable. `send` commits the reducer's next state in an action,
 * then interprets the effects. Events sent while effects run (by a handler) are queued and handled
 * after the current event's effects, in order (run to completion): every handler sees the state
 * its event produced.
 */
export class DomainMachine<S, Ev, Ef extends TaggedEffect> {
  state: S;
  private readonly queue: Ev[] = [];
  private draining = false;

  constructor(
    private readonly reducer: Reducer<S, Ev, Ef>,
    initial: S,
    private readonly handlers: EffectHandlers<Ef, Ev>,
    private readonly onError: EffectErrorSink,
  ) {
    this.state = initial;
    makeObservable<DomainMachine<S, Ev, Ef>, 'commit'>(this, { state: observableRef, commit: action });
  }

  /** Runs an event through the reducer and carries out its effects. */
  readonly send = (event: Ev): void => {
    this.queue.push(event);
    if (this.draining) return;
    this.draining = true;
    try {
      for (let next = this.queue.shift(); next !== undefined; next = this.queue.shift()) {
        const effects = this.commit(next);
        interpretEffects(effects, this.handlers, this.onError, this.send);
      }
    } finally {
      this.draining = false;
      this.queue.length = 0;
    }
  };

  private commit(event: Ev): readonly Ef[] {
    const { state, effects } = this.reducer(this.state, event);
    this.state = state;
    return effects;
  }
}
