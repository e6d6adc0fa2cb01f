import { inject, injectable } from 'inversify';
import { reaction } from 'mobx';
import type { StatusEffect } from '../../domain/project';
import { Analytics, type Analytics as AnalyticsPort } from '../ports/analytics';
import { CartContentsStore } from '../cart';
import { interpretEffects } from '../machine';

/** What the projects change in the cart's contents (they live in the entry's `CartContentsStore`). */
export interface CartContentsTarget {
  setWallPads(count: number): void;
  setPromoCode(code: string | null): void;
  setCartTiles(count: number): void;
}

/** What a status change's effects reach in the project store. */
export interface StatusEffectTargets {
  readonly rememberLastCart: (projectIds: readonly string[]) => void;
  /** Flags these projects unsaved and writes the list now (ProjectSync then saves them to the server). */
  readonly saveProjects: (projectIds: readonly string[]) => void;
}

/**
 * The projects' side of the cart's contents: every effect of a project status change's plan (SPEC §4:
 * add to cart, edit from the cart, checkout) through the one interpreter — saving is one local write
 * after the others, and an effect that fails is reported without stopping the rest — and the header
 * bubble's tile count. Split out of `ProjectStore` (issue 36), which owns the list and asks for the plan.
 */
@injectable()
export class ProjectStatusEffects {
  constructor(
    @inject(CartContentsStore) private readonly cart: CartContentsTarget,
    @inject(Analytics) private readonly analytics: Pick<AnalyticsPort, 'reportError'>,
  ) {}

  run(effects: readonly StatusEffect[], targets: StatusEffectTargets): void {
    const save: string[] = [];
    interpretEffects<StatusEffect>(
      effects,
      {
        saveProject: (effect) => void save.push(effect.projectId),
        rememberLastCart: (effect) => targets.rememberLastCart(effect.projectIds),
        setWallPadsInCart: (effect) => this.cart.setWallPads(effect.count),
        clearPromo: () => this.cart.setPromoCode(null),
      },
      (error, effect) => this.analytics.reportError(error, { where: `project-status:${effect.type}` }),
    );
    if (save.length > 0) targets.saveProjects(save);
  }

  /** The header's cart bubble lives in the entry: it learns the cart's tiles from here, now and on every change. Answers the disposer. */
  followCartTiles(count: () => number): () => void {
    return reaction(count, (tiles) => this.cart.setCartTiles(tiles), { fireImmediately: true });
  }
}
