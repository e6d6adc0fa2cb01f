import { inject, injectable } from 'inversify';
import { isLeft, right, type Either } from 'fp-ts/Either';
import { action, computed, makeObservable } from 'mobx';
import { projectItem } from '../../domain/analytics';
import type { DomainError } from '../../domain/errors';
import { otherCartReadyProjects, type Project } from '../../domain/project';
import { AnalyticsStore } from '../analytics';
import { Navigator, type Navigator as NavigatorPort } from '../ports/navigator';
import { PrintProducts } from './print-products';
import { ProjectStore } from './project-store';

/**
 * The shopper's Add to Cart: the project goes into the cart (the project store's one rule: its checks
 * and effects), the add is tracked and the cart opens. Over several projects (issue 31 item 4) the
 * shopper's other projects with photos are named, and the shopper adds this one or all of them; empty
 * projects are pruned as it goes. Split out of `ProjectStore` (issue 36): the hand-off, not the list.
 */
@injectable()
export class CartHandOff {
  constructor(
    @inject(ProjectStore) private readonly projects: ProjectStore,
    @inject(PrintProducts) private readonly products: PrintProducts,
    @inject(AnalyticsStore) private readonly tracking: AnalyticsStore,
    @inject(Navigator) private readonly navigator: NavigatorPort,
  ) {
    makeObservable(this, { others: computed({ equals: sameProjects }), addActiveToCart: action });
  }

  /** Adds the active project to the cart, tracks it and opens the cart; a refusal changes nothing and is answered. */
  addActiveToCart(): ReturnType<ProjectStore['moveActiveToCart']> {
    const result = this.projects.moveActiveToCart();
    if (isLeft(result)) return result;
    this.tracking.addToCart([projectItem(result.right, this.products.product(result.right.productId))]);
    this.navigator.navigate('/cart');
    return result;
  }

  /** The other projects being designed that could join the cart now (none in a one-project session). */
  get others(): readonly Project[] {
    if (this.projects.oneProjectOnly) return [];
    return otherCartReadyProjects(this.projects.designing, this.projects.active.id);
  }

  /** Adds the active project, then every other ready one; the first refusal stops it (those already added stay in the cart). */
  addAll(): Either<DomainError<string>, number> {
    const ids = [this.projects.active.id, ...this.others.map((p) => p.id)];
    let added = 0;
    for (const id of ids) {
      if (id !== this.projects.active.id) this.projects.activateProject(id);
      const result = this.addActiveToCart();
      if (isLeft(result)) return result;
      added++;
    }
    return right(added);
  }
}

/** A pan or zoom makes new project objects, not a new choice: the same ids, photo counts and copies. */
const sameProjects = (a: readonly Project[], b: readonly Project[]): boolean =>
  a.length === b.length && a.every((p, i) => p.id === b[i]?.id && p.tiles.length === b[i]?.tiles.length && p.quantity === b[i]?.quantity);
