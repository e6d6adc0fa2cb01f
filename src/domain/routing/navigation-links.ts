export interface NavLink {
  readonly label: string;
  readonly href: string;
  /** 'artists' is the artists dropdown's place: a disclosure button rather than a plain link. */
  readonly kind: 'link' | 'artists';
}

/**
 * The header's links for a tenant: the shop-all label is the tenant's; the artists dropdown only
 * when the tenant has artist products to show (SPEC §2); About is hidden where the tenant says so.
 * Pure, so that the server's first screen (issue 19) draws the same header as the app.
 */
export function navigationLinks(tenant: { readonly shopAllLabel: string; readonly hideAbout: boolean }, hasArtists = false): NavLink[] {
  return [
    { label: tenant.shopAllLabel, href: '/shop-all', kind: 'link' },
    ...(hasArtists ? [{ label: 'Artists', href: '/artists', kind: 'artists' as const }] : []),
    { label: 'How to Hang', href: '/product-instructions', kind: 'link' },
    { label: 'FAQ', href: '/faqs', kind: 'link' },
    ...(tenant.hideAbout ? [] : [{ label: 'About', href: '/about', kind: 'link' as const }]),
  ];
}
