/**
 * The "cart has lines" hint (issue 27): the browser keeps the cart in its records, which the server
 * cannot read. This cookie tells the server's render of /cart whether it may draw the empty cart
 * (absent) or must draw the placeholder the browser fills (present). One per tenant; no content.
 */
export const cartHintCookie = (tenantId: string): string => `tpx-cart-${tenantId}`;

/** Whether a Cookie header carries the tenant's hint. */
export const hasCartHint = (cookieHeader: string | undefined, tenantId: string): boolean => {
  const name = cartHintCookie(tenantId);
  return (cookieHeader ?? '').split(';').some((pair) => pair.trim().split('=')[0] === name);
};
