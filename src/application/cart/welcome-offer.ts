import { welcomeGrantedAt as grantedAt, WELCOME_DATE_METAFIELD, WELCOME_USED_METAFIELD } from '../../domain/account/welcome-discount';

const WELCOME_KEYS: readonly unknown[] = [WELCOME_DATE_METAFIELD, WELCOME_USED_METAFIELD];

/**
 * When a stored customer was granted the welcome promo, if they were and no order spent it: the domain's rule, over a
 * customer read from storage whose shape is not trusted (anything else answers undefined).
 */
export const welcomeGrantedAt = (customer: unknown): number | undefined => {
  if (typeof customer !== 'object' || customer === null || !('metafields' in customer) || !Array.isArray(customer.metafields)) return undefined;
  const metafields = (customer.metafields as unknown[]).flatMap((m) =>
    typeof m === 'object' && m !== null && 'key' in m && WELCOME_KEYS.includes(m.key) && 'value' in m ? [{ key: String(m.key), value: String(m.value) }] : [],
  );
  return grantedAt({ metafields });
};
