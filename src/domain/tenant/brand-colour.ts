/**
 * A tenant's accent colour made readable (WCAG 2.2 AA, 1.4.3): white text on it, and it as text on
 * white, need a contrast of 4.5:1. A brand colour too light for that is darkened, keeping its hue,
 * just until it passes; a colour that passes already is kept as it is.
 */
export const MIN_TEXT_CONTRAST = 4.5;

export interface AccentColours {
  /** The accent to paint buttons and accent text with (`#rrggbb`). */
  readonly accent: string;
  /** The text colour on the accent. */
  readonly onAccent: string;
}

type Rgb = readonly [number, number, number];

const HEX = /^#?([0-9a-f]{6}|[0-9a-f]{3})$/i;

const parseHex = (hex: string): Rgb | null => {
  const match = HEX.exec(hex.trim());
  if (!match) return null;
  const digits = match[1]!.length === 3 ? [...match[1]!].map((d) => d + d).join('') : match[1]!;
  return [0, 2, 4].map((i) => parseInt(digits.slice(i, i + 2), 16)) as unknown as Rgb;
};

const toHex = (rgb: Rgb): string => `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;

/** Relative luminance (WCAG 2.x definition). */
export const relativeLuminance = (rgb: Rgb): number => {
  const [r, g, b] = rgb.map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as unknown as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
};

/** The contrast ratio of two colours (1 to 21). */
export const contrastRatio = (a: Rgb, b: Rgb): number => {
  const [hi, lo] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
};

const WHITE: Rgb = [255, 255, 255];
/** The store's own accent, for a tenant colour that is not a colour. */
export const DEFAULT_ACCENT = '#e4572e';

/** The readable accent for a brand colour (`#rgb` or `#rrggbb`); an unreadable input falls back to the store's own. */
export function accessibleAccent(brand: string): AccentColours {
  const rgb = parseHex(brand) ?? parseHex(DEFAULT_ACCENT)!;
  let scaled = rgb;
  // Scaling the channels towards black keeps the hue and lowers the luminance monotonically.
  for (let factor = 1; factor > 0 && contrastRatio(scaled, WHITE) < MIN_TEXT_CONTRAST; factor -= 0.01) {
    scaled = rgb.map((c) => c * factor) as unknown as Rgb;
  }
  return { accent: toHex(scaled), onAccent: '#ffffff' };
}
