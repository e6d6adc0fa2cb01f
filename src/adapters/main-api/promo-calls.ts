import { isLeft, type Either } from 'fp-ts/Either';
import type { ApiFailure } from '../../application/ports/main-api';
import { toPromo } from '../../contract/promo';
import { promoEndpoints as endpoints } from '../../contract/endpoints/promo';
import type { Promo, UnexpectedPromoType } from '../../domain/promo';
import type { MainApiTransport } from './transport';

/**
 * GET v1/promo/get (SPEC §7): a promo code's discount. Only the cart's pricing asks it, so this file
 * and the promo's codec load on the first lookup (HttpMainApi), not with the entry (issue 27).
 */
export async function getPromo(transport: MainApiTransport, code: string): Promise<Either<ApiFailure | UnexpectedPromoType, Promo>> {
  const answer = await transport.call(endpoints.getPromo, { query: { promo: code } });
  return isLeft(answer) ? answer : toPromo(answer.right.promo);
}
