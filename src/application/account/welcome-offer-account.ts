import { inject, injectable } from 'inversify';
import { isLeft } from 'fp-ts/Either';
import type { WelcomePromoEvent } from '../../domain/account/welcome-promo';
import { MainApi, type MainApi as Api } from '../ports/main-api';
import { Scheduler, type Scheduler as SchedulerPort } from '../ports/scheduler';

/**
 * The welcome offer's server side (split from `WelcomePromoStore`, issue 36): welcome_promo_eligible,
 * then 'Create Customer' with the promo_welcome metafields and a sign-in code mailed to it. Each
 * answers the event the promo's machine takes next.
 */
@injectable()
export class WelcomeOfferAccount {
  constructor(
    @inject(MainApi) private readonly api: Api,
    @inject(Scheduler) private readonly scheduler: SchedulerPort,
  ) {}

  async checkEligibility(email: string): Promise<WelcomePromoEvent> {
    const answer = await this.api.welcomePromoEligible(email);
    if (isLeft(answer)) return { type: 'checkFailed', ...customerMessageOf(answer.left) };
    return { type: 'eligibility', ...answer.right };
  }

  async createCustomer(email: string, percentOff: number): Promise<WelcomePromoEvent> {
    const created = await this.api.createWelcomeAccount(email, this.scheduler.now(), percentOff);
    if (isLeft(created)) {
      // 409: the email got an account since the check (a second tab, a race): not a new user.
      return created.left.status === 409 ? { type: 'createRefused' } : { type: 'checkFailed', ...customerMessageOf(created.left) };
    }
    const code = await this.api.login(email);
    return { type: 'customerCreated', codeSent: !isLeft(code) };
  }
}

const customerMessageOf = (failure: { readonly customerMessage?: string }) =>
  failure.customerMessage === undefined ? {} : { customerMessage: failure.customerMessage };
