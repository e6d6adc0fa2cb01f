import type { StatusEffect } from '../../domain/project';

/** How each status effect is carried out: one handler per effect type, so none can be left out. */
export type StatusEffectHandlers = {
  readonly [K in StatusEffect['type']]: (effect: Extract<StatusEffect, { readonly type: K }>) => void;
};

/** Runs every effect of a status plan, in order, through its handler (none is dropped). */
export const runStatusEffects = (effects: readonly StatusEffect[], handlers: StatusEffectHandlers): void => {
  for (const effect of effects) (handlers[effect.type] as (e: StatusEffect) => void)(effect);
};
