/** The header's cart link, read by screen readers (in the entry: this file imports nothing). */
export const cartLinkLabel = (items: number): string => (items === 0 ? 'Cart, empty' : `Cart, ${items} ${items === 1 ? 'item' : 'items'}`);
