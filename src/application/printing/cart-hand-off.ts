import { inject, injectable } from 'inversify';
import { isLeft, right, type Either } from 'fp-ts/Either';
import { computed, makeObservable } from 'mobx';
import type { DomainError } from '../../domain/errors';
import { otherCartReadyProjects, type Project } from '../../domain/project';
import { ProjectStore } from './project-store';

/**
 * Add to Cart over several projects (issue 31 item 4): the shopper's other projects with photos are
 * named, and the shopper adds this one or all of them. Each goes through the one add-to-cart rule of
 * the project store (its checks, effects and analytics); empty projects are pruned as it goes.
 */
@injectable()
export class CartHandOff {
  constructor(@inject(ProjectStore) private readonly projects: ProjectStore) {
    makeObservable(this, { others: computed({ equals: sameProjects }) });
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
      const result = this.projects.addActiveToCart();
      if (isLeft(result)) return result;
      added++;
    }
    return right(added);
  }
}

/** A pan or zoom makes new project objects, not a new choice: the same ids, photo counts and copies. */
const sameProjects = (a: readonly Project[], b: readonly Project[]): boolean =>
  a.length === b.length && a.every((p, i) => p.id === b[i]?.id && p.tiles.length === b[i]?.tiles.length && p.quantity === b[i]?.quantity);
