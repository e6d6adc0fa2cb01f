import * as t from 'io-ts';
import { PromoAnswerCodec } from '../promo';
import { getEndpoint } from './endpoint';

/**
 * The promo code lookup (SPEC §7 promo/get): in a module of its own, because only the cart's pricing
 * asks it, and its codec (the promo's types and rules) stays out of the entry's JS (issue 27).
 */
export const promoEndpoints = {
  getPromo: getEndpoint('v1/promo/get', PromoAnswerCodec, t.type({ promo: t.string })),
} as const;
