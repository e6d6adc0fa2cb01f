/** Inline SVG icons: decorative (aria-hidden); the control around them carries the label. */
const common = {
  width: 24,
  height: 24,
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
  'aria-hidden': true,
  focusable: false,
} as const;

export const ProfileIcon = () => (
  <svg {...common}>
    <circle cx="12" cy="8" r="4" />
    <path d="M4 21c0-4.4 3.6-7 8-7s8 2.6 8 7" />
  </svg>
);

export const CartIcon = () => (
  <svg {...common}>
    <path d="M3 4h2l2.4 11.2a2 2 0 0 0 2 1.6h7.7a2 2 0 0 0 2-1.5L21 8H6.2" />
    <circle cx="10" cy="20" r="1.2" />
    <circle cx="18" cy="20" r="1.2" />
  </svg>
);

export const MenuIcon = () => (
  <svg {...common}>
    <path d="M4 7h16M4 12h16M4 17h16" />
  </svg>
);

export const CloseIcon = () => (
  <svg {...common}>
    <path d="M6 6l12 12M18 6L6 18" />
  </svg>
);

/** The TilePix mark: three framed tiles. */
/**
 * The brand's mark beside its wordmark when the tenant has no logo of its own (issue 32 item 7): one
 * original drawing per storefront kind, so the retail tenants no longer wear the default's mark.
 * default: four tiles on a wall; pharmacy: a framed photo with a pick-up tag; drugstore: two
 * stacked prints with a same-day clock hand.
 */
export const LogoMark = ({ variant = 'default' }: { variant?: 'default' | 'pharmacy' | 'drugstore' }) => (
  <svg width="28" height="28" viewBox="0 0 28 28" aria-hidden focusable={false}>
    {variant === 'pharmacy' ? (
      <>
        <rect x="1" y="3" width="22" height="22" rx="3" fill="currentColor" />
        <rect x="4" y="6" width="16" height="16" rx="1" fill="#fff" />
        <path d="M4 22l5-7 4 4 3-3 4 6z" fill="var(--tpx-accent)" />
        <circle cx="15.5" cy="10.5" r="2" fill="var(--tpx-accent)" />
        <circle cx="23" cy="5" r="4.5" fill="var(--tpx-accent)" stroke="#fff" strokeWidth="1.5" />
      </>
    ) : variant === 'drugstore' ? (
      <>
        <rect x="7" y="1" width="20" height="20" rx="3" fill="var(--tpx-accent)" opacity="0.55" />
        <rect x="1" y="7" width="20" height="20" rx="3" fill="currentColor" />
        <circle cx="11" cy="17" r="6.5" fill="none" stroke="#fff" strokeWidth="2" />
        <path d="M11 13.5V17h3" fill="none" stroke="#fff" strokeWidth="2" strokeLinecap="round" />
      </>
    ) : (
      <>
        <rect x="1" y="1" width="12" height="12" rx="1.5" fill="currentColor" />
        <rect x="15" y="1" width="12" height="12" rx="1.5" fill="var(--tpx-accent)" />
        <rect x="1" y="15" width="12" height="12" rx="1.5" fill="var(--tpx-accent)" />
        <rect x="15" y="15" width="12" height="12" rx="1.5" fill="currentColor" />
      </>
    )}
  </svg>
);
