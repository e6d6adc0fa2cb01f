import type { FieldProblem } from '../catalog/field-problems';

/**
 * The rules a tenant's shop settings follow (the admin form and the server's 400), apart from
 * tenant-shop.ts: the storefront's cart reads that module on every page, and these only the admin
 * and the server need (issue 27's JS budget).
 */

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1']);

/**
 * Why a shop address cannot be used: `https://host` (no path), lowercase; `http://localhost` or
 * `http://127.0.0.1` with a port only where `allowLocal` (never in production: the reference shop).
 */
export function shopUrlProblem(url: string, allowLocal: boolean): string | null {
  const match = /^(https?):\/\/([a-z0-9.-]{1,190})(?::(\d{1,5}))?$/.exec(url);
  if (!match) return 'Shop address must be https:// and the shop’s host, e.g. https://tilepix.myshopify.com';
  const local = LOCAL_HOSTS.has(match[2] as string);
  if (local && !allowLocal) return 'Shop address: a local shop only outside production';
  if (match[1] === 'http' && !local) return 'Shop address must use https://';
  return null;
}

/** The problems of a tenant's shop settings (the admin form and the server's 400). */
export function tenantShopProblems(url: string | null, token: string | null, webhookSecret: string | null | undefined, allowLocal: boolean): FieldProblem[] {
  const found: FieldProblem[] = [];
  if ((url === null) !== (token === null))
    found.push({ field: url === null ? 'storefrontUrl' : 'storefrontToken', message: 'A shop needs both its address and its Storefront token' });
  const urlProblem = url === null ? null : shopUrlProblem(url, allowLocal);
  if (urlProblem) found.push({ field: 'storefrontUrl', message: urlProblem });
  if (token !== null && !/^[A-Za-z0-9_-]{8,200}$/.test(token))
    found.push({ field: 'storefrontToken', message: 'Storefront token must be 8 to 200 letters, digits, _ or -' });
  if (typeof webhookSecret === 'string' && (webhookSecret.length < 16 || webhookSecret.length > 200 || /\s/.test(webhookSecret))) {
    found.push({ field: 'shopWebhookSecret', message: 'Webhook secret must be 16 to 200 characters without spaces' });
  }
  return found;
}
