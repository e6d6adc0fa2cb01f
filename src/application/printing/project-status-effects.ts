import type { StatusEffect } from '../../domain/project';
import type { Analytics } from '../ports/analytics';
import { interpretEffects } from '../machine';

/** The cart's wall pads and promo code (they live in the entry's `CartContentsStore`). */
export interface CartContentsTarget {
  setWallPads(count: number): void;
  setPromoCode(code: string | null): void;
}

/** What a status change's effects reach in the project store. */
export interface StatusEffectTargets {
  readonly rememberLastCart: (projectIds: readonly string[]) => void;
  /** Flags these projects unsaved and writes the list now (ProjectSync then saves them to the server). */
  readonly saveProjects: (projectIds: readonly string[]) => void;
}

/**
 * Carries out every effect of a project status change's plan (SPEC §4: add to cart, edit from the
 * cart, checkout) through the one interpreter; saving is one local write after the others, and an
 * effect that fails is reported without stopping the rest. Split out of `ProjectStore`, which owns
 * the list and asks for the plan.
 */
export class ProjectStatusEffects {
  constructor(
    private readonly cart: CartContentsTarget,
    private readonly targets: StatusEffectTargets,
    private readonly analytics: Pick<Analytics, 'reportError'>,
  ) {}

  run(effects: readonly StatusEffect[]): void {
    const save: string[] = [];
    interpretEffects<StatusEffect>(
      effects,
      {
        saveProject: (effect) => void save.push(effect.projectId),
        rememberLastCart: (effect) => this.targets.rememberLastCart(effect.projectIds),
        setWallPadsInCart: (effect) => this.cart.setWallPads(effect.count),
        clearPromo: () => this.cart.setPromoCode(null),
      },
      (error, effect) => this.analytics.reportError(error, { where: `project-status:${effect.type}` }),
    );
    if (save.length > 0) this.targets.saveProjects(save);
  }
}
