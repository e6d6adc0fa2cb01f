/**
 * Apple MapKit JS (issue 30): where its script comes from and the hosts it talks to, shared by the
 * client's loader and the server's CSP (which names them only for tenants whose pages show the map).
 * The script is MapKit JS 5's core build with the libraries the store map uses; it reads its options
 * from the script element's `data-*` attributes and calls `window[data-callback]` once loaded.
 */
export const MAPKIT_SCRIPT_URL = 'https://cdn.apple-mapkit.com/mk/5.x.x/mapkit.core.js';
export const MAPKIT_LIBRARIES = 'map,annotations';

export const MAPKIT_CSP = {
  script: ['https://cdn.apple-mapkit.com'],
  // The core build loads its stylesheet from the CDN beside the script.
  style: ['https://cdn.apple-mapkit.com'],
  img: ['https://*.apple-mapkit.com', 'https://*.ls.apple.com'],
  connect: ['https://*.apple-mapkit.com', 'https://*.ls.apple.com'],
} as const;
