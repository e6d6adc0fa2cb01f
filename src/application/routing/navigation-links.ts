import type { TenantSettings } from '../ports/main-api';

export interface NavLink {
  readonly label: string;
  readonly href: string;
}

/** The header's links for a tenant: the shop-all label is the tenant's; About is hidden where the tenant says so. */
export function navigationLinks(tenant: Pick<TenantSettings, 'shopAllLabel' | 'hideAbout'>): NavLink[] {
  return [
    { label: tenant.shopAllLabel, href: '/shop-all' },
    { label: 'Artists', href: '/artists' },
    { label: 'How to Hang', href: '/product-instructions' },
    { label: 'FAQ', href: '/faqs' },
    ...(tenant.hideAbout ? [] : [{ label: 'About', href: '/about' }]),
  ];
}
