/**
 * The design tokens as values (DESIGN §8), for what cannot read CSS custom properties: the order emails
 * (issue 29), whose inline styles are written on the server. `src/ui/styles/tokens.css` holds the same
 * values; tests/domain/tenant/design-tokens.test.ts keeps the two equal. The accent is per tenant
 * (`accessibleAccent` of its colour), so it is not here.
 */
export const DESIGN_TOKENS = {
  bg: '#fbfaf8',
  surface: '#ffffff',
  text: '#1d1d1f',
  textMuted: '#5b5b63',
  border: '#e3e1dc',
  danger: '#b3261e',
  /** --tpx-space-1 … --tpx-space-8, in px. */
  space: [4, 8, 12, 16, 24, 32, 48, 64] as const,
  radius: 8,
  font: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  fontSizeSm: 14,
  fontSize: 16,
  fontSizeLg: 20,
  fontSizeXl: 28,
} as const;

/** Spacing step n (1..8) in px, as `var(--tpx-space-n)`. */
export const space = (n: 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8): number => DESIGN_TOKENS.space[n - 1] ?? 0;
