/** Shopify global ids: gid://shopify/{Type}/{id}. */
export type GidType = 'Cart' | 'CartLine' | 'Checkout' | 'Payment' | 'Order' | 'Page' | 'Product';

export const gid = (type: GidType, id: string): string => `gid://shopify/${type}/${id}`;

/** The id inside a gid of the given type (query string dropped, as Shopify's cart keys ride there), else null. */
export const parseGid = (type: GidType, value: string): string | null => {
  const match = /^gid:\/\/shopify\/([A-Za-z]+)\/([A-Za-z0-9_-]{1,80})(\?.*)?$/.exec(value);
  return match && match[1] === type ? (match[2] as string) : null;
};

/** The type of any of our gids, or null. */
export const gidType = (value: string): GidType | null => {
  const match = /^gid:\/\/shopify\/([A-Za-z]+)\//.exec(value);
  const type = match?.[1];
  return type === 'Cart' || type === 'CartLine' || type === 'Checkout' || type === 'Payment' || type === 'Order' || type === 'Page' ? type : null;
};
