/** Inline SVG icons: decorative (aria-hidden); the control around them carries the label. */
const common = { width: 24, height: 24, viewBox: '0 0 24 24', fill: 'none', stroke: 'currentColor', strokeWidth: 2, strokeLinecap: 'round', strokeLinejoin: 'round', 'aria-hidden': true, focusable: false } as const;

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
export const LogoMark = () => (
  <svg width="28" height="28" viewBox="0 0 28 28" aria-hidden focusable={false}>
    <rect x="1" y="1" width="12" height="12" rx="1.5" fill="currentColor" />
    <rect x="15" y="1" width="12" height="12" rx="1.5" fill="var(--tpx-accent)" />
    <rect x="1" y="15" width="12" height="12" rx="1.5" fill="var(--tpx-accent)" />
    <rect x="15" y="15" width="12" height="12" rx="1.5" fill="currentColor" />
  </svg>
);
