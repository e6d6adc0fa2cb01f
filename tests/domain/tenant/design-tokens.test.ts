import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DESIGN_TOKENS } from '../../../src/domain/tenant/design-tokens';

const css = readFileSync(new URL('../../../src/ui/styles/tokens.css', import.meta.url), 'utf8');
const token = (name: string): string => new RegExp(`--tpx-${name}:\\s*([^;]+);`).exec(css)?.[1]?.trim() ?? `(no --tpx-${name})`;

describe('design tokens as values (the order emails) and tokens.css', () => {
  it('hold the same colours, spacing, radius, font and sizes', () => {
    expect([token('bg'), token('surface'), token('text'), token('text-muted'), token('border'), token('danger')]).toEqual([
      DESIGN_TOKENS.bg,
      DESIGN_TOKENS.surface,
      DESIGN_TOKENS.text,
      DESIGN_TOKENS.textMuted,
      DESIGN_TOKENS.border,
      DESIGN_TOKENS.danger,
    ]);
    expect([1, 2, 3, 4, 5, 6, 7, 8].map((n) => token(`space-${n}`))).toEqual(DESIGN_TOKENS.space.map((px) => `${px}px`));
    expect(token('radius')).toBe(`${DESIGN_TOKENS.radius}px`);
    expect(token('font')).toBe(DESIGN_TOKENS.font);
    expect([token('font-size-sm'), token('font-size'), token('font-size-lg'), token('font-size-xl')]).toEqual(
      [DESIGN_TOKENS.fontSizeSm, DESIGN_TOKENS.fontSize, DESIGN_TOKENS.fontSizeLg, DESIGN_TOKENS.fontSizeXl].map((px) => `${px}px`),
    );
  });
});
