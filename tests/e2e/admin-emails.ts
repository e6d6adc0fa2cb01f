/**
 * The admins of the e2e run (ADMIN_EMAILS in playwright.config.ts). A sign-in code is limited to 5 an
 * hour per email (server/auth/login-codes.ts), and each admin spec signs in once per test: one admin
 * per spec and project keeps every spec under that limit however many specs the admin grows, and
 * the desktop and phone runs never read each other's codes. The orders spec keeps the seeded admin
 * (issue #17: "the seeded admin signs in by code").
 */
export const ADMIN_AREAS = ['orders', 'catalogue', 'confetti', 'tenants', 'a11y', 'pictures', 'emails', 'shell', 'stores', 'pickup'] as const;
export type AdminArea = (typeof ADMIN_AREAS)[number];

export const adminEmailFor = (area: AdminArea, project: string): string => {
  const base = area === 'orders' ? 'admin' : area === 'a11y' ? 'a11y-admin' : `admin-${area}`;
  return `${base}${project === 'desktop' ? '' : '-phone'}@tilepix.test`;
};

export const ALL_ADMIN_EMAILS: readonly string[] = ADMIN_AREAS.flatMap((area) => ['desktop', 'mobile'].map((project) => adminEmailFor(area, project)));
