import { timingSafeEqual } from 'node:crypto';

/** Shopify global ids: gid://shopify/{Type}/{id}. */
export type GidType = 'Cart' | 'CartLine' | 'Checkout' | 'Payment' | 'Order' | 'Page' | 'Product' | 'ProductVariant' | 'Customer' | 'Shop';

export const gid = (type: GidType, id: string): string => `gid://shopify/${type}/${id}`;

/** The id inside a gid of the given type (query string dropped, as Shopify's cart keys ride there), else null. */
export const parseGid = (type: GidType, value: string): string | null => {
  const match = /^gid:\/\/shopify\/([A-Za-z]+)\/([A-Za-z0-9_-]{1,80})(\?.*)?$/.exec(value);
  return match && match[1] === type ? (match[2] as string) : null;
};

/** The `key` parameter of a gid (gid://shopify/Order/1001?key=…), or null. */
export const gidKey = (value: string): string | null => {
  const query = /^gid:\/\/shopify\/[A-Za-z]+\/[A-Za-z0-9_-]{1,80}\?(.*)$/.exec(value)?.[1];
  return query === undefined ? null : new URLSearchParams(query).get('key');
};

/** The type of any of our gids, or null. */
export const gidType = (value: string): GidType | null => {
  const match = /^gid:\/\/shopify\/([A-Za-z]+)\//.exec(value);
  const type = match?.[1];
  return type === 'Cart' || type === 'CartLine' || type === 'Checkout' || type === 'Payment' || type === 'Order' || type === 'Page' ? type : null;
};

/** Whether a presented key is the expected secret, in constant time. */
export const sameSecret = (presented: string | null, expected: string): boolean => {
  if (presented === null) return false;
  const a = Buffer.from(presented);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};
