/** The headings (and tab titles) of a product or artist address that names nothing (answered 404 by the server). */
export const PRODUCT_NOT_FOUND = 'Product Not Found';
export const ARTIST_NOT_FOUND = 'Artist Not Found';
