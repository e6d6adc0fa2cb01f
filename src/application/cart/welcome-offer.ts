import { welcomeGrantedAt as grantedAt, WELCOME_DATE_METAFIELD } from '../../domain/account/welcome-discount';

/**
 * When a stored customer was granted the welcome promo, if they were: the domain's rule, over a
 * customer read from storage whose shape is not trusted (anything else answers undefined).
 */
export const welcomeGrantedAt = (customer: unknown): number | undefined => {
  if (typeof customer !== 'object' || customer === null || !('metafields' in customer) || !Array.isArray(customer.metafields)) return undefined;
  const metafields = (customer.metafields as unknown[]).flatMap((m) =>
    typeof m === 'object' && m !== null && 'key' in m && m.key === WELCOME_DATE_METAFIELD && 'value' in m ? [{ key: WELCOME_DATE_METAFIELD, value: String(m.value) }] : [],
  );
  return grantedAt({ metafields });
};
