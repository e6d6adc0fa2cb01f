import { isLeft, right, type Either } from 'fp-ts/Either';
import type { AccountCreated, AccountSession, ApiFailure, SignUpInput, WelcomeEligibility } from '../../application/ports/main-api';
import type { SessionWire } from '../../contract/account';
import { toCustomer } from '../../contract/customer';
import { accountEndpoints } from '../../contract/endpoints/account';
import type { Customer } from '../../domain/account';
import type { MainApiTransport } from './transport';

// The calls this file makes, under the name the endpoint-coverage test looks for.
const endpoints = accountEndpoints;

const toSession = (wire: SessionWire): AccountSession => ({
  accessToken: wire.accessToken,
  refreshToken: wire.refreshToken,
  customer: toCustomer(wire.customer),
});

const map = <A, B>(result: Either<ApiFailure, A>, f: (a: A) => B): Either<ApiFailure, B> => (isLeft(result) ? result : right(f(result.right)));

const toCreated = (answer: {
  readonly result?: 'LoginCodeSent' | 'CustomerCreated';
  readonly createResult?: { readonly customer: SessionWire['customer'] };
}): AccountCreated => (answer.createResult ? { kind: 'accountReturned', customer: toCustomer(answer.createResult.customer) } : { kind: 'loginCodeSent' });

/**
 * The account calls of SPEC §7 over the main-API transport. HttpMainApi delegates here through a
 * lazily made port: this file, its codecs and the customer's mapping load on the first account call
 * (sign-in, a signed-in visit's customer refresh, a token refresh), not with a signed-out first screen.
 */
export class AccountCalls {
  constructor(private readonly transport: MainApiTransport) {}

  async login(email: string): Promise<Either<ApiFailure, void>> {
    return map(await this.transport.call(endpoints.login, { body: { email, loginMethod: 'code' } }), () => undefined);
  }

  async loginVerify(email: string, code: string, source: string): Promise<Either<ApiFailure, AccountSession>> {
    return map(await this.transport.call(endpoints.loginVerify, { body: { email, code, source } }), toSession);
  }

  async createAccount(input: SignUpInput, source: string): Promise<Either<ApiFailure, AccountCreated>> {
    const body = {
      loginMethod: 'code' as const,
      firstName: input.firstName,
      lastName: input.lastName,
      email: input.email,
      acceptsMarketing: true as const,
      source,
    };
    return map(await this.transport.call(endpoints.createAccount, { body }), toCreated);
  }

  async createWelcomeAccount(email: string, grantedAt: number, percentOff: number): Promise<Either<ApiFailure, AccountCreated>> {
    const metafields = [
      { key: 'promo_welcome', value: String(percentOff), value_type: 'string' as const },
      { key: 'promo_welcome_date', value: String(grantedAt), value_type: 'string' as const },
    ];
    return map(await this.transport.call(endpoints.createAccount, { body: { email, acceptsMarketing: true, metafields } }), toCreated);
  }

  async welcomePromoEligible(email: string): Promise<Either<ApiFailure, WelcomeEligibility>> {
    return this.transport.call(endpoints.welcomePromoEligible, { body: { email, isOptIn: true } });
  }

  async refreshSession(userId: string, refreshToken: string): Promise<Either<ApiFailure, AccountSession>> {
    return map(await this.transport.call(endpoints.refreshSession, { body: { userId, refreshToken } }, { recover: false }), toSession);
  }

  async revokeSession(userId: string, refreshToken: string): Promise<Either<ApiFailure, void>> {
    return this.transport.call(endpoints.revokeSession, { body: { userId, refreshToken } }, { recover: false });
  }

  async getCustomer(): Promise<Either<ApiFailure, Customer>> {
    return map(await this.transport.call(endpoints.getCustomer, {}), (a) => toCustomer(a.customer));
  }
}
