/**
 * The storefront routes the first-paint spec loads (issue 27), each twice: without JavaScript (the
 * server's HTML has the page) and with it (hydrated without a mismatch), where it also checks the
 * title, the heading and axe (routes.spec.ts reads this table instead of loading these pages again).
 */
export const FIRST_PAINT_ROUTES: ReadonlyArray<readonly [path: string, status: number, title: string, heading: string, content: string]> = [
  ['/', 200, 'Photo Tiles for Your Walls - TilePix', 'Your photos, framed for your walls', 'Popular right now'],
  ['/photo-picker', 200, 'Get Started - TilePix', 'Get Started', 'Choose the photos you want on your walls'],
  ['/printing', 200, 'Design Your Tiles - TilePix', 'Design Your Tiles', 'Crop, zoom and frame each photo'],
  // The cart, the order and the projects live in the browser: the server draws the page and says it is loading them,
  // or (the cart, with no cookie saying it has lines: a new visitor) the empty cart.
  ['/cart', 200, 'Cart - TilePix', 'Cart', 'Your cart is empty.'],
  ['/confirm', 200, 'Order Confirmed - TilePix', 'Order Confirmed', 'Loading your order…'],
  ['/shop-all', 200, 'Shop All - TilePix', 'SHOP ALL', 'Large Photo Tile'],
  ['/shop-all/ready-to-hang', 200, 'Shop All - TilePix', 'Ready to Hang', 'Ready to Hang'],
  ['/products/tilepix', 200, 'Photo Tile 8x8 - TilePix', 'Photo Tile 8x8', '$14.00'],
  ['/artists', 200, 'Artist Partnerships - TilePix', 'Artist Partnerships', 'Mara Quinn'],
  ['/artists/mara-quinn', 200, 'Mara Quinn - TilePix', 'Mara Quinn', 'Primary Blocks'],
  ['/product-instructions', 200, 'How to Hang Your Tiles - TilePix', 'How to Hang Your Tiles', 'Clean with dish soap and dry'],
  ['/faqs', 200, 'FAQ - TilePix', 'Frequently Asked Questions', 'Answers about ordering, shipping, hanging and caring for your tiles.'],
  ['/privacy', 200, 'Privacy Policy - TilePix', 'Privacy Policy', 'photos'],
  ['/about', 200, 'About Us - TilePix', 'About Us', 'TilePix'],
  ['/recover', 200, 'Recover Your Projects - TilePix', 'Recover Your Projects', 'Pick up the tiles you designed earlier'],
  ['/resume', 200, 'Resume Your Project - TilePix', 'Resume Your Project', 'Continue where you left off.'],
  ['/buy-wallpads', 200, 'Buy Wall Pads - TilePix', 'Buy Wall Pads', 'Wall Pad Kit'],
  ['/signin?u=abc', 200, 'Open the App - TilePix', 'Opening the app…', 'Open the app'],
  ['/stores?tenant=wg', 200, 'Find a Store - TilePix', 'Find a Store', 'ZIP code or city'],
  ['/stores?tenant=cvs', 200, 'Find a Store - CVS Photo', 'Find a Store', 'Use my location'],
  ['/no/such/page', 404, 'Page Not Found - TilePix', 'Page Not Found', 'Go to the home page'],
  // What the address names does not exist: its not-found page, answered 404 (the browser asks the API nothing more).
  ['/products/no-such-product', 404, 'Product Not Found - TilePix', 'Product Not Found', 'See everything we sell'],
  ['/artists/no-such-artist', 404, 'Artist Not Found - TilePix', 'Artist Not Found', 'See all our artists'],
  ['/shop-all/no-such-collection', 404, 'Shop All - TilePix', 'SHOP ALL', 'There is no collection called “no-such-collection”.'],
];
