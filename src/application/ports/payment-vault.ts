import type { Either } from 'fp-ts/Either';

/** Card details as the shopper typed them (number with spaces, expiry MM/YY). */
export interface CardDetails {
  readonly number: string;
  readonly name: string;
  readonly expiry: string;
  readonly securityCode: string;
}

export interface VaultFailure {
  readonly code: 'vault/refused' | 'vault/network' | 'vault/server' | 'vault/decode';
  /** The vault's own message when it refused the card (e.g. 'Invalid credit card number'). */
  readonly message: string;
}

/** Exchanges card details for a one-use vault session id; the card never reaches our storefront calls. */
export interface PaymentVault {
  createSession(card: CardDetails): Promise<Either<VaultFailure, { readonly id: string }>>;
}
export const PaymentVault = Symbol('PaymentVault');
