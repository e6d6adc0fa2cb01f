import { inject, injectable } from 'inversify';
import { isLeft } from 'fp-ts/Either';
import { planReorder, reorderMessage } from '../../domain/orders';
import { SessionStore } from '../account';
import { CustomerOrders, type CustomerOrders as Orders } from '../ports/customer-orders';
import { Scheduler, type Scheduler as SchedulerPort } from '../ports/scheduler';
import { ProjectStore } from '../printing';
import { TenantStore } from '../shell/tenant-store';

/** What a reorder did: how many projects went into the cart, and the sentences to show. */
export interface ReorderOutcome {
  readonly added: number;
  readonly messages: readonly string[];
}

export const REORDER_FAILED = 'We couldn’t reorder right now. Please try again.';

const newId = (): string => globalThis.crypto.randomUUID();

/**
 * Reorder (issue 29 item 6): the order's projects come back from the server, and new copies of them go
 * into this browser's cart (the project sync stores them; the cart prices them from today's catalogue,
 * as it prices anything). What is no longer sold, or would pass the store's tile limit, stays out, said why.
 */
@injectable()
export class Reorder {
  constructor(
    @inject(CustomerOrders) private readonly orders: Orders,
    @inject(ProjectStore) private readonly projects: ProjectStore,
    @inject(TenantStore) private readonly tenants: TenantStore,
    @inject(SessionStore) private readonly session: SessionStore,
    @inject(Scheduler) private readonly scheduler: SchedulerPort,
  ) {}

  /** `email`: a guest's proof (the owner's session needs none). */
  async run(number: string, email?: string): Promise<ReorderOutcome> {
    const source = await this.orders.reorderSource(number, email);
    if (isLeft(source)) return { added: 0, messages: [REORDER_FAILED] };
    const customer = this.session.customer;
    const plan = planReorder(source.right.projects, source.right.unavailable, {
      current: this.projects.projects,
      limits: this.tenants.limits,
      cartToken: this.projects.cartToken,
      ...(customer ? { userId: customer.id } : {}),
      now: this.scheduler.now(),
      newId,
    });
    if (plan.added.length > 0) this.projects.updateProjects((list) => [...list, ...plan.added]);
    return { added: plan.added.length, messages: [reorderMessage(plan), ...plan.refused] };
  }
}
