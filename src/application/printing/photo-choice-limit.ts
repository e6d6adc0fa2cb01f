import { inject, injectable } from 'inversify';
import { limitChoice, type LimitedChoice } from '../../domain/printing/tile-limits';
import { TenantStore } from '../shell/tenant-store';
import { ProjectStore } from './project-store';

export type { LimitedChoice } from '../../domain/printing/tile-limits';

/**
 * The tenant's tile limit at the moment photos are chosen (issue 31 item 8): before any is uploaded,
 * a choice that does not fit says how many do, so the shopper picks them (nothing is dropped at random
 * when a later upload finds the order full). The limit is the tenant's as published (`TenantStore.limits`).
 */
@injectable()
export class PhotoChoiceLimit {
  constructor(
    @inject(ProjectStore) private readonly projects: ProjectStore,
    @inject(TenantStore) private readonly tenants: TenantStore,
  ) {}

  /** Null when `chosen` photos all fit the active project; otherwise how many fit, in the tenant's words. */
  check(chosen: number): LimitedChoice | null {
    return limitChoice(this.tenants.limits, this.projects.projects, this.projects.active.quantity, chosen);
  }
}
