/** When a stored customer was granted the welcome promo (metafield promo_welcome_date), if they were. */
export const welcomeGrantedAt = (customer: unknown): number | undefined => {
  if (typeof customer !== 'object' || customer === null || !('metafields' in customer) || !Array.isArray(customer.metafields)) return undefined;
  const field = (customer.metafields as unknown[]).find(
    (m): m is { key: string; value: unknown } => typeof m === 'object' && m !== null && 'key' in m && m.key === 'promo_welcome_date' && 'value' in m,
  );
  // The metafield is a string holding a timestamp (SPEC §7); epoch milliseconds or an ISO date.
  const raw = field === undefined ? '' : String(field.value);
  const at = /^\d+$/.test(raw) ? Number(raw) : Date.parse(raw);
  return Number.isFinite(at) ? at : undefined;
};
