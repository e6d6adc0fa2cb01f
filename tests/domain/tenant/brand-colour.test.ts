import { describe, expect, it } from 'vitest';
import { accessibleAccent, contrastRatio, DEFAULT_ACCENT, MIN_TEXT_CONTRAST } from '../../../src/domain/tenant/brand-colour';

const rgb = (hex: string) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)) as unknown as [number, number, number];
const WHITE = [255, 255, 255] as const;

describe('accessibleAccent', () => {
  it('computes WCAG contrast ratios', () => {
    expect(contrastRatio(WHITE, [0, 0, 0])).toBeCloseTo(21, 5);
    expect(contrastRatio(WHITE, WHITE)).toBe(1);
    expect(contrastRatio(rgb('#e4572e'), WHITE)).toBeCloseTo(3.68, 2);
  });

  it.each(['#E4572E', '#E31837', '#CC0000', '#ffcc00', '#ffffff', '#7fdbff', '#abc'])(
    'makes %s readable with white text (4.5:1) and keeps its hue',
    (brand) => {
      const { accent, onAccent } = accessibleAccent(brand);
      expect(onAccent).toBe('#ffffff');
      expect(accent).toMatch(/^#[0-9a-f]{6}$/);
      expect(contrastRatio(rgb(accent), WHITE)).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
    },
  );

  it('keeps a colour that passes already', () => {
    expect(accessibleAccent('#1d4ed8').accent).toBe('#1d4ed8');
    expect(accessibleAccent('#cc0000').accent).toBe('#cc0000');
  });

  it('darkens the store accent just enough (less than 25 % darker)', () => {
    const { accent } = accessibleAccent('#e4572e');
    expect(contrastRatio(rgb(accent), WHITE)).toBeLessThan(MIN_TEXT_CONTRAST + 0.2);
    expect(rgb(accent)[0]).toBeGreaterThan(0xe4 * 0.75);
  });

  it.each(['red', '', '#12345', 'url(javascript:x)', '#gggggg'])('falls back to the store accent for %j', (bad) => {
    expect(accessibleAccent(bad)).toEqual(accessibleAccent(DEFAULT_ACCENT));
  });
});
